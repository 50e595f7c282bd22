import fs from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { ConfigError, loadConfig } from '../config';
import { pgliteDataDir } from '../db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../db/lock';
import { migrationsFolder } from '../db/migrate';

/**
 * `npm run backup` and `npm run restore` for the embedded database (PGlite in
 * DATA_DIR/pgdata). PGlite serves one process, so both take the data-folder lock
 * the server takes: they refuse while a server runs, and no server starts while
 * they work. On PostgreSQL they refuse and name pg_dump / pg_restore instead.
 */

type Env = Record<string, string | undefined>;

/** A refusal with its one message for the operator: printed as is, exit status 1. */
export class OpsRefusal extends Error {
  override name = 'OpsRefusal';
}

/** `npm run backup [-- --out <file>]`: returns the line to print. */
export async function backupCommand(argv: string[], env: Env, now = new Date()): Promise<string> {
  const { values } = parse({ args: argv, options: { out: { type: 'string' } } }, 'npm run backup [-- --out <file>]');
  const { dataDir, databaseUrl, databaseSchema } = settings(env);
  if (databaseUrl) throw new OpsRefusal(`DATABASE_URL is set, so the data is in PostgreSQL: back it up with pg_dump.\n${pgCommands(databaseSchema)}`);

  const pgdata = pgliteDataDir(dataDir);
  if (!fs.existsSync(path.join(pgdata, 'PG_VERSION'))) throw new OpsRefusal(`There is no embedded database in ${path.resolve(pgdata)} to back up.`);
  const file = path.resolve(values.out ?? path.join(dataDir, 'backups', `portal-${utcStamp(now)}.tar.gz`));
  if (fs.existsSync(file)) throw new OpsRefusal(`${file} already exists: choose another --out.`);

  const lock = lockDataDir(dataDir, 'back up');
  try {
    const client = await PGlite.create(pgdata);
    let dump: Blob;
    try {
      dump = await client.dumpDataDir('gzip');
    } finally {
      await client.close();
    }
    // Written beside its name, then renamed: a backup that is there is whole.
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await writeFile(`${file}.partial`, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(`${file}.partial`, file);
    return `Backed up ${path.resolve(pgdata)} to ${file} (${megabytes(dump.size)})`;
  } finally {
    lock.release();
  }
}

/** `npm run restore -- <file> [--force]`: returns what was restored. */
export async function restoreCommand(argv: string[], env: Env, now = new Date()): Promise<string> {
  const usage = 'npm run restore -- <backup.tar.gz> [--force]';
  const { values, positionals } = parse({ args: argv, options: { force: { type: 'boolean', default: false } }, allowPositionals: true }, usage);
  const { dataDir, databaseUrl, databaseSchema } = settings(env);
  if (databaseUrl) throw new OpsRefusal(`DATABASE_URL is set, so the data is in PostgreSQL: restore it with pg_restore.\n${pgCommands(databaseSchema)}`);
  if (positionals.length !== 1) throw new OpsRefusal(`Name one backup file: ${usage}`);
  const file = path.resolve(positionals[0]!);
  if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) throw new OpsRefusal(`${file} is not a file.`);

  const pgdata = pgliteDataDir(dataDir);
  const lock = lockDataDir(dataDir, 'restore');
  try {
    let aside: string | undefined;
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      if (!values.force) {
        throw new OpsRefusal(
          `${path.resolve(pgdata)} already holds a database: add --force to move it aside (to pgdata.before-restore-<time>) and restore over it.`,
        );
      }
      aside = path.join(dataDir, `pgdata.before-restore-${utcStamp(now)}`);
      fs.renameSync(pgdata, aside);
    }
    fs.mkdirSync(pgdata, { recursive: true });

    let contents: string;
    try {
      const client = await PGlite.create(pgdata, { loadDataDir: new Blob([await readFile(file)]) });
      try {
        contents = await describeDatabase(client, databaseSchema);
      } finally {
        await client.close();
      }
    } catch (error) {
      // Only what this restore unpacked goes; the previous database comes back.
      fs.rmSync(pgdata, { recursive: true, force: true });
      if (aside) fs.renameSync(aside, pgdata);
      const reason = error instanceof Error ? error.message : String(error);
      throw new OpsRefusal(
        `${file} is not a portal backup that opens (${reason}); ${aside ? 'the previous database is back in place' : 'nothing was changed'}.`,
      );
    }
    const previous = aside ? ` The previous database was moved to ${path.resolve(aside)}.` : '';
    return `Restored ${file} into ${path.resolve(pgdata)}: ${contents}.${previous}`;
  } finally {
    lock.release();
  }
}

/** Runs a command as a process: its line on stdout, or its refusal on stderr and exit status 1. */
export async function runCli(command: () => Promise<string>): Promise<void> {
  try {
    console.log(await command());
  } catch (error) {
    console.error(error instanceof OpsRefusal || error instanceof ConfigError ? error.message : error);
    process.exitCode = 1;
  }
}

/** The pg_dump and pg_restore lines for DATABASE_URL's database (its schema only, when not public). */
export function pgCommands(schemaName: string): string {
  const only = schemaName === 'public' ? '' : ` -n ${schemaName}`;
  return [`  pg_dump -Fc${only} "$DATABASE_URL" -f portal.dump`, `  pg_restore --clean --if-exists -d "$DATABASE_URL" portal.dump`].join('\n');
}

/** 2026-03-01T08:15:30.123Z -> 20260301T081530Z */
export function utcStamp(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
}

/** Only the settings that locate the database; the server's other (production) settings do not concern these commands. */
function settings(env: Env) {
  return loadConfig({ DATA_DIR: env.DATA_DIR, DATABASE_URL: env.DATABASE_URL, DATABASE_SCHEMA: env.DATABASE_SCHEMA });
}

function parse<T extends ParseArgsConfig>(config: T, usage: string): ReturnType<typeof parseArgs<T>> {
  try {
    return parseArgs(config);
  } catch (error) {
    throw new OpsRefusal(`${(error as Error).message}\nUsage: ${usage}`);
  }
}

function lockDataDir(dataDir: string, action: string): DataDirLock {
  try {
    return acquireDataDirLock(dataDir, pgliteDataDir(dataDir));
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new OpsRefusal(
      `Cannot ${action} while process ${error.pid} (a running server) uses ${path.resolve(dataDir)}: stop the server first, ` +
        'or run the portal on PostgreSQL (DATABASE_URL) and use pg_dump, which works while it runs.',
    );
  }
}

/** What a restored database holds, read back from it: this also proves it opens. */
async function describeDatabase(client: PGlite, schemaName: string): Promise<string> {
  const migrations = await client.query<{ applied: number }>(`select count(*)::int as applied from "${schemaName}".__drizzle_migrations`);
  const tables = await client.query<{ tables: number }>(`select count(*)::int as tables from pg_tables where schemaname = $1`, [schemaName]);
  const applied = migrations.rows[0]!.applied;
  const known = readMigrationFiles({ migrationsFolder }).length;
  const state =
    applied === known ? 'up to date' : applied < known ? 'the server applies the rest when it starts' : 'the backup is from a newer version of the portal';
  return `${tables.rows[0]!.tables} tables, ${applied} of this version's ${known} migrations (${state})`;
}

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
