import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Config } from '../config';
import * as schema from './schema';

/** The database as every repository sees it, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  db: Db;
  driver: 'pglite' | 'pg';
  /** schema holding the tables; migrations and seeds go there */
  schemaName: string;
  /**
   * Runs `task` while no other process runs a task of the same name on this
   * schema: a PostgreSQL advisory lock; on PGlite the data-folder lock already
   * keeps every other process out.
   */
  exclusive<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** connections open, idle and requests waiting for one (for /metrics) */
  poolStats(): PoolStats;
  close(): Promise<void>;
}

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

export type DbConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'> & { database?: PoolConfig };
export type PoolConfig = Pick<Config['database'], 'poolSize' | 'connectTimeoutMs' | 'statementTimeoutMs'>;

/** What a pool error is logged with; by default the console. */
export interface PoolLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const DEFAULT_POOL: PoolConfig = { poolSize: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 };
const consoleLog: PoolLog = { warn: (details, message) => console.warn(message, details) };

/** The PGlite data folder inside DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata. */
export async function openDb(config: DbConfig, log: PoolLog = consoleLog): Promise<DbHandle> {
  if (config.databaseUrl) return fromPostgres(config.databaseUrl, config.databaseSchema, config.database, log);
  return fromPglite(await PGlite.create(pgliteDataDir(config.dataDir)), config.databaseSchema);
}

export async function fromPglite(client: PGlite, schemaName: string): Promise<DbHandle> {
  // PGlite serves a single session, so a session-level search_path holds for every query.
  await client.exec(`SET search_path TO "${schemaName}"`);
  return {
    db: drizzlePglite({ client, schema }),
    driver: 'pglite',
    schemaName,
    exclusive: (_name, task) => task(),
    // One connection, always open; what waits on it is queued inside PGlite and not visible here.
    poolStats: () => ({ total: 1, idle: 1, waiting: 0 }),
    close: () => client.close(),
  };
}

/**
 * A pool whose connections all use `schemaName` as search_path (set at connection
 * start-up), so one PostgreSQL database can hold isolated copies: tests give each
 * run its own schema.
 *
 * The database may go away under a running server (a restart, a failover, an administrator's
 * pg_terminate_backend): an idle connection that dies emits 'error' on the pool, which would end
 * the process if nobody listened. It is logged instead; the pool drops that connection and opens
 * a new one for the next query, so the server reconnects by itself. Every wait is bounded: for a
 * connection (connectTimeoutMs), for a statement on the server (statement_timeout) and for its
 * answer on this side (query_timeout, for a server that stopped answering altogether).
 */
export function fromPostgres(connectionString: string, schemaName: string, poolConfig: PoolConfig = DEFAULT_POOL, log: PoolLog = consoleLog): DbHandle {
  const pool = new pg.Pool({
    connectionString,
    options: `-c search_path=${schemaName} -c statement_timeout=${poolConfig.statementTimeoutMs}`,
    max: poolConfig.poolSize,
    connectionTimeoutMillis: poolConfig.connectTimeoutMs,
    query_timeout: poolConfig.statementTimeoutMs + 1_000,
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: 'ferry-portal',
  });
  pool.on('error', (error: Error & { code?: string }) =>
    log.warn({ err: error.message, code: error.code }, 'database connection lost; the pool opens a new one when needed'),
  );
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'pg',
    schemaName,
    async exclusive(name, task) {
      const key = `${schemaName}:${name}`;
      // A session-level lock on a connection of its own, held while the task uses the others.
      const holder = await pool.connect();
      try {
        // Polled rather than waited for: a wait longer than the statement time-out would be cut off.
        while (!(await holder.query<{ locked: boolean }>('select pg_try_advisory_lock(hashtext($1)) as locked', [key])).rows[0]?.locked) {
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
        try {
          return await task();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        holder.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}
