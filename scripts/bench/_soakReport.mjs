// Shared by the inventory and crash sections: runs soak test files with a report file, whose
// JSON lines (one per race or storm, written by the harness in server/test/) become bench rows.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const DATABASE_URL = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/**
 * `SOAK=1 npx vitest run --project soak <files>` with `reportVar` naming a fresh file; resolves
 * with the parsed lines and the exit code. `database` true runs the PostgreSQL cases too.
 */
export async function runSoak({ files, reportVar, database, log }) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-soak-'));
  const file = join(dir, 'report.jsonl');
  const env = { ...process.env, SOAK: '1', [reportVar]: file };
  delete env.DATABASE_URL;
  if (database) env.DATABASE_URL = DATABASE_URL;
  log(`SOAK=1 ${database ? 'DATABASE_URL=… ' : ''}npx vitest run --project soak ${files.join(' ')}`);
  const child = spawn('npx', ['vitest', 'run', '--project', 'soak', ...files], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let tail = '';
  const keep = (chunk) => {
    tail = (tail + chunk).slice(-3000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const code = await new Promise((resolve) => child.once('exit', (c) => resolve(c ?? 1)));
  if (code !== 0) log(`vitest exited ${code}:\n${tail}`);
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  rmSync(dir, { recursive: true, force: true });
  return { lines, code };
}

export const median = (values) => (values.length ? [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] : NaN);
