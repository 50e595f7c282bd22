import fs from 'node:fs';
import path from 'node:path';

/**
 * PGlite takes no lock on its data folder and serves one process only, so the
 * server keeps its own: DATA_DIR/portal.lock holding the owner's pid.
 */
export const LOCK_FILE = 'portal.lock';

export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`The data folder ${path.resolve(dataDir)} is in use by process ${pid}. ` + `Stop that process first, or start this one with another DATA_DIR.`);
  }
}

export interface DataDirLock {
  readonly path: string;
  /** Removes the lock file if it is still ours; safe to call more than once. */
  release(): void;
}

/**
 * Takes the lock on `dataDir` or throws DataDirLockedError when a live process
 * holds it. A lock left by a dead process is taken over, and PGlite's
 * postmaster.pid in `pgdataDir` is removed: holding our lock proves no live
 * process uses the folder, and a stale postmaster.pid would stop PGlite from starting.
 */
export function acquireDataDirLock(dataDir: string, pgdataDir: string): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const ownPid = String(process.pid);

  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, ownPid, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readPid(lockPath);
      if (holder !== undefined && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
      // Dead owner (or an empty file from a crash between create and write).
      // Two processes taking over the same stale lock at the same instant could
      // both get here; that narrow race is accepted.
      fs.rmSync(lockPath, { force: true });
      continue;
    }
    fs.rmSync(path.join(pgdataDir, 'postmaster.pid'), { force: true });
    return ownedLock(lockPath, ownPid);
  }
  const holder = readPid(lockPath);
  throw new DataDirLockedError(dataDir, holder ?? -1);
}

function ownedLock(lockPath: string, ownPid: string): DataDirLock {
  let released = false;
  return {
    path: lockPath,
    release() {
      if (released) return;
      released = true;
      if (readText(lockPath) === ownPid) fs.rmSync(lockPath, { force: true });
    },
  };
}

function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function readPid(file: string): number | undefined {
  const pid = Number(readText(file));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Whether a process with this pid runs. Our own pid counts as dead: it can only
 * be in the file from an earlier run that got the same pid (common in containers,
 * where the server is often pid 1), since this process releases what it takes.
 */
export function isAlive(pid: number): boolean {
  if (pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
