import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE } from './lock';

let dataDir: string;
let pgdata: string;
let lockPath: string;
const children: ChildProcess[] = [];

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-lock-'));
  pgdata = path.join(dataDir, 'pgdata');
  lockPath = path.join(dataDir, LOCK_FILE);
});
afterEach(async () => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

/** A process that stays alive until the test ends. */
async function liveProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((resolve) => child.once('spawn', resolve));
  return child.pid!;
}

/** The pid of a process that has exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', ''], { stdio: 'ignore' });
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/** A process that takes the lock itself with acquireDataDirLock and holds it until killed. */
async function lockingProcess(): Promise<ChildProcess> {
  const lockModule = fileURLToPath(new URL('./lock.ts', import.meta.url));
  const code = `import(${JSON.stringify(lockModule)}).then((m) => { m.acquireDataDirLock(${JSON.stringify(dataDir)}, ${JSON.stringify(pgdata)}); console.log('locked'); setInterval(() => {}, 60000); })`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (exitCode) => reject(new Error(`the locking process exited (${exitCode})`)));
  });
  return child;
}

function stalePostmaster(): string {
  mkdirSync(pgdata, { recursive: true });
  const file = path.join(pgdata, 'postmaster.pid');
  writeFileSync(file, '-42\n/tmp/pglite/base\n');
  return file;
}

describe('the data folder lock', () => {
  it('is taken with our pid and released on demand', () => {
    const lock = acquireDataDirLock(dataDir, pgdata);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(lockPath)).toBe(false);
    lock.release();
  });

  it('creates the data folder when missing', () => {
    const nested = path.join(dataDir, 'new', 'folder');
    acquireDataDirLock(nested, path.join(nested, 'pgdata')).release();
    expect(existsSync(nested)).toBe(true);
  });

  it('refuses when a live process holds it, naming that pid, and touches nothing', async () => {
    const pid = await liveProcess();
    writeFileSync(lockPath, String(pid));
    const postmaster = stalePostmaster();
    expect(() => acquireDataDirLock(dataDir, pgdata)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dataDir, pgdata)).toThrow(new RegExp(`in use by process ${pid}\\b`));
    expect(readFileSync(lockPath, 'utf8')).toBe(String(pid));
    expect(existsSync(postmaster)).toBe(true);
  });

  it('takes over the lock of a dead process and clears the stale postmaster.pid', async () => {
    writeFileSync(lockPath, String(await deadPid()));
    const postmaster = stalePostmaster();
    const lock = acquireDataDirLock(dataDir, pgdata);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    expect(existsSync(postmaster)).toBe(false);
    lock.release();
  });

  it('refuses while a real process holds the lock, and takes it over once that process is killed with SIGKILL', { timeout: 60_000 }, async () => {
    const holder = await lockingProcess();
    expect(readFileSync(lockPath, 'utf8')).toBe(String(holder.pid));
    expect(() => acquireDataDirLock(dataDir, pgdata)).toThrow(new RegExp(`in use by process ${holder.pid}\\b`));

    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    // The kill left the lock behind, naming the dead process.
    expect(readFileSync(lockPath, 'utf8')).toBe(String(holder.pid));
    const postmaster = stalePostmaster();
    const lock = acquireDataDirLock(dataDir, pgdata);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    expect(existsSync(postmaster)).toBe(false);
    lock.release();
  });

  it('takes over an empty or garbled lock file', () => {
    writeFileSync(lockPath, '');
    acquireDataDirLock(dataDir, pgdata).release();
    writeFileSync(lockPath, 'not a pid');
    acquireDataDirLock(dataDir, pgdata).release();
  });

  it('treats its own pid in the file as left over from an earlier run', () => {
    writeFileSync(lockPath, String(process.pid));
    const lock = acquireDataDirLock(dataDir, pgdata);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('does not remove a lock that another process took in the meantime', async () => {
    const lock = acquireDataDirLock(dataDir, pgdata);
    const other = await liveProcess();
    writeFileSync(lockPath, String(other));
    lock.release();
    expect(readFileSync(lockPath, 'utf8')).toBe(String(other));
  });
});
