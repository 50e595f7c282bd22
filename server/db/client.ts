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
  close(): Promise<void>;
}

export type DbConfig = Pick<Config, 'databaseUrl' | 'databaseSchema' | 'dataDir'>;

/** The PGlite data folder inside DATA_DIR. */
export function pgliteDataDir(dataDir: string): string {
  return path.join(dataDir, 'pgdata');
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pgdata. */
export async function openDb(config: DbConfig): Promise<DbHandle> {
  if (config.databaseUrl) return fromPostgres(config.databaseUrl, config.databaseSchema);
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
    close: () => client.close(),
  };
}

/**
 * A pool whose connections all use `schemaName` as search_path (set at connection
 * start-up), so one PostgreSQL database can hold isolated copies: tests give each
 * run its own schema.
 */
export function fromPostgres(connectionString: string, schemaName: string): DbHandle {
  const pool = new pg.Pool({ connectionString, options: `-c search_path=${schemaName}` });
  return {
    db: drizzlePg({ client: pool, schema }),
    driver: 'pg',
    schemaName,
    async exclusive(name, task) {
      const key = `${schemaName}:${name}`;
      // A session-level lock on a connection of its own, held while the task uses the others.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock(hashtext($1))', [key]);
        try {
          return await task();
        } finally {
          await holder.query('select pg_advisory_unlock(hashtext($1))', [key]);
        }
      } finally {
        holder.release();
      }
    },
    close: () => pool.end(),
  };
}
