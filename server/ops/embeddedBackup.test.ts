import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { fromPglite } from '../db/client';
import { LOCK_FILE } from '../db/lock';
import { prepareDatabase } from '../db/prepare';
import { backupCommand, OpsRefusal, restoreCommand } from './embeddedBackup';

const MARKER = 'backup-test-marker';
let root: string;
let template: string;
let dataDir: string;
let pgdata: string;
const children: ChildProcess[] = [];

/**
 * One migrated PGlite data folder on disk, with a row of our own, copied for every
 * test: from the run's dump when there is one (PGlite pass), else made afresh.
 */
beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'portal-backup-'));
  template = path.join(root, 'template');
  fs.mkdirSync(template);
  const dump = inject('pgliteDump');
  const client = await PGlite.create(template, dump ? { loadDataDir: new Blob([await readFile(dump)]) } : {});
  await prepareDatabase(await fromPglite(client, 'public'), { includeDemo: false, now: new Date() });
  await client.query(`insert into settings (key, value) values ($1, $2)`, [MARKER, JSON.stringify({ kept: 'original' })]);
  await client.close();
});
afterAll(() => rm(root, { recursive: true, force: true }));

let caseNo = 0;
beforeEach(() => {
  dataDir = path.join(root, `case-${++caseNo}`);
  pgdata = path.join(dataDir, 'pgdata');
  fs.cpSync(template, pgdata, { recursive: true });
});
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

async function query<T>(dir: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = await PGlite.create(dir);
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.close();
  }
}

const marker = (dir: string) => query<{ value: unknown }>(dir, 'select value from settings where key = $1', [MARKER]);

/** A process other than this one that stays alive until the test ends, as a running server would. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

describe('backup and restore of the embedded database', () => {
  it('restores with --force what was backed up, moving the changed database aside', { timeout: 90_000 }, async () => {
    const file = path.join(root, `round-trip-${caseNo}.tar.gz`);
    const env = { DATA_DIR: dataDir };
    expect(await backupCommand(['--out', file], env)).toContain(file);
    expect((await readFile(file)).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b])); // gzip

    // Changes after the backup: the marker row goes, another row comes.
    const client = await PGlite.create(pgdata);
    await client.query('delete from settings where key = $1', [MARKER]);
    await client.query(`insert into settings (key, value) values ('after-backup', '1')`);
    await client.close();

    const message = await restoreCommand([file, '--force'], env, new Date('2026-03-01T08:15:30Z'));
    const aside = path.join(dataDir, 'pgdata.before-restore-20260301T081530Z');
    expect(message).toMatch(/Restored .*: \d+ tables, (\d+) of this version's \1 migrations \(up to date\)/);
    expect(message).toContain(aside);

    const ours = (dir: string) => query(dir, `select key, value from settings where key in ($1, 'after-backup')`, [MARKER]);
    expect(await ours(pgdata)).toEqual([{ key: MARKER, value: { kept: 'original' } }]);
    // The database it replaced is kept, as it was.
    expect(await ours(aside)).toEqual([{ key: 'after-backup', value: 1 }]);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('refuses both while a running process holds the data folder', async () => {
    const pid = await liveProcess();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(pid));
    const file = path.join(root, `locked-${caseNo}.tar.gz`);

    await expect(backupCommand(['--out', file], { DATA_DIR: dataDir })).rejects.toThrow(
      new OpsRefusal(
        `Cannot back up while process ${pid} (a running server) uses ${dataDir}: stop the server first, ` +
          'or run the portal on PostgreSQL (DATABASE_URL) and use pg_dump, which works while it runs.',
      ),
    );
    await expect(restoreCommand([path.join(template, 'PG_VERSION'), '--force'], { DATA_DIR: dataDir })).rejects.toThrow(
      `Cannot restore while process ${pid} (a running server) uses`,
    );
    expect(fs.existsSync(file)).toBe(false);
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pgdata', LOCK_FILE]);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toBe(String(pid));
  });

  it('refuses to restore over a database without --force, and changes nothing', async () => {
    // Refused before the file is read.
    const file = path.join(template, 'PG_VERSION');
    await expect(restoreCommand([file], { DATA_DIR: dataDir })).rejects.toThrow(
      new OpsRefusal(`${pgdata} already holds a database: add --force to move it aside (to pgdata.before-restore-<time>) and restore over it.`),
    );
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
    expect(await marker(pgdata)).toHaveLength(1);
  });

  it('puts the previous database back when the file is not a backup', async () => {
    const file = path.join(root, 'not-a-backup.tar.gz');
    fs.writeFileSync(file, 'not a tarball');
    await expect(restoreCommand([file, '--force'], { DATA_DIR: dataDir })).rejects.toThrow(
      /is not a portal backup that opens .*the previous database is back in place/,
    );
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
    expect(await marker(pgdata)).toHaveLength(1);
  });

  it('refuses both on PostgreSQL and names pg_dump and pg_restore', async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://portal@db.example:5432/portal' };
    const commands = '  pg_dump -Fc "$DATABASE_URL" -f portal.dump\n  pg_restore --clean --if-exists -d "$DATABASE_URL" portal.dump';
    await expect(backupCommand([], env)).rejects.toThrow(
      new OpsRefusal(`DATABASE_URL is set, so the data is in PostgreSQL: back it up with pg_dump.\n${commands}`),
    );
    await expect(restoreCommand(['portal.tar.gz'], { ...env, DATABASE_SCHEMA: 'portal' })).rejects.toThrow(' pg_dump -Fc -n portal "$DATABASE_URL"');
    expect(fs.readdirSync(dataDir)).toEqual(['pgdata']);
  });

  it('refuses to overwrite a backup file, and a backup with nothing to back up', async () => {
    const file = path.join(root, `exists-${caseNo}.tar.gz`);
    fs.writeFileSync(file, 'earlier');
    await expect(backupCommand(['--out', file], { DATA_DIR: dataDir })).rejects.toThrow(`${file} already exists`);
    await expect(backupCommand([], { DATA_DIR: path.join(root, 'empty') })).rejects.toThrow('There is no embedded database in');
    await expect(backupCommand(['--unknown'], { DATA_DIR: dataDir })).rejects.toThrow(/Unknown option '--unknown'[^]*Usage: npm run backup/);
    expect(fs.readFileSync(file, 'utf8')).toBe('earlier');
  });
});

describe('the backup and restore commands as processes', () => {
  const run = promisify(execFile);
  const { DATABASE_URL: _pg, ...inherited } = process.env;
  /** exit status and output of a command that should fail */
  const refusal = (args: string[], env: NodeJS.ProcessEnv) =>
    run(process.execPath, args, { env }).then(
      () => ({ code: 0 }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  // The built commands (dist-server/), as `npm run backup` and `npm run restore` run them.
  it('backs up into DATA_DIR/backups, and exits 1 with one line when refusing', { timeout: 120_000 }, async () => {
    const env = { ...inherited, DATA_DIR: dataDir };
    const backup = await run(process.execPath, ['dist-server/backup.js'], { env });
    const file = /to (\S+portal-\d{8}T\d{6}Z\.tar\.gz) \(/.exec(backup.stdout)?.[1];
    expect(path.dirname(file!)).toBe(path.join(dataDir, 'backups'));
    expect(fs.statSync(file!).size).toBeGreaterThan(0);

    const pid = await liveProcess();
    fs.writeFileSync(path.join(dataDir, LOCK_FILE), String(pid));
    const [restore, backupAgain] = await Promise.all([refusal(['dist-server/restore.js', file!, '--force'], env), refusal(['dist-server/backup.js'], env)]);
    const refused = (action: string) => ({
      code: 1,
      stdout: '',
      stderr: `Cannot ${action} while process ${pid} (a running server) uses ${dataDir}: stop the server first, or run the portal on PostgreSQL (DATABASE_URL) and use pg_dump, which works while it runs.\n`,
    });
    expect(restore).toMatchObject(refused('restore'));
    expect(backupAgain).toMatchObject(refused('back up'));
  });
});
