import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of the test's own (initdb + pg_ctl on its own port under a temp folder), so a
 * test may stop, freeze and restart it without touching the machine's shared server. PostgreSQL
 * refuses to run as root, so under root (CI) its programs run as the `postgres` user.
 */
export interface PrivatePostgres {
  readonly url: string;
  readonly port: number;
  /** asynchronous, so that a test's own requests go on meanwhile */
  start(): Promise<void>;
  /** a fast shutdown: every connection is cut, new ones are refused */
  stop(): Promise<void>;
  /** runs SQL as the superuser through psql, answering the rows as text */
  psql(sql: string): string;
  destroy(): void;
}

function binDir(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'initdb')));
}

/** Whether this machine can run a private PostgreSQL (Debian's packages installed). */
export const canRunPrivatePostgres = (): boolean => binDir() !== undefined;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function createPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  if (!bin) throw new Error('PostgreSQL server programs not found under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const run = (program: string, args: string[]) => {
    const file = path.join(bin, program);
    return asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      : execFileSync(file, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const runAsync = async (program: string, args: string[]): Promise<void> => {
    const file = path.join(bin, program);
    if (asRoot) await promisify(execFile)('runuser', ['-u', 'postgres', '--', file, ...args]);
    else await promisify(execFile)(file, args);
  };

  const dir = mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=120`;

  const pg: PrivatePostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => runAsync('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', '-t', '60', 'start']),
    stop: () => runAsync('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    psql: (sql) => run('psql', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-At', '-c', sql]),
    destroy() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await pg.start();
  return pg;
}
