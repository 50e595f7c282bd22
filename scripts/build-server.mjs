// The server as plain JavaScript for production (`node dist-server/main.js`): esbuild bundles our
// TypeScript (server/ and the src/domain and src/machines it shares with the client) into flat
// files in dist-server/, leaving npm packages to node_modules; the SQL migrations are copied
// beside them, where server/db/migrate.ts looks for them. No tsx at run time.
import { cpSync, existsSync, renameSync, rmSync, statSync } from 'node:fs';
import { build } from 'esbuild';
import { newestSource } from './stale.mjs';

export const SERVER_OUT = 'dist-server';

/** dist-server/<name>.js ← source */
export const SERVER_ENTRIES = {
  main: 'server/main.ts',
  cluster: 'server/cluster.ts',
  staff: 'server/modules/staff/staff.cli.ts',
  backup: 'server/ops/backup.ts',
  restore: 'server/ops/restore.ts',
  'spreadsheet.worker': 'server/lib/spreadsheet/parse.worker.ts',
  'pdf.worker': 'server/pdf.worker.ts',
};

const SOURCES = ['server', 'src/domain', 'src/machines', 'package-lock.json'];

/** True when dist-server/main.js is missing or older than a server source. */
export function serverBuildIsStale() {
  const built = `${SERVER_OUT}/main.js`;
  if (!existsSync(built)) return true;
  return newestSource(SOURCES, (file) => !/\.test\.ts$|\/test\//.test(file)) > statSync(built).mtimeMs;
}

export async function buildServer() {
  const started = Date.now();
  // Built aside and moved into place, so a process starting meanwhile never reads half a build.
  const aside = `${SERVER_OUT}.building-${process.pid}`;
  rmSync(aside, { recursive: true, force: true });
  await build({
    entryPoints: SERVER_ENTRIES,
    outdir: aside,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('server/db/migrations', `${aside}/migrations`, { recursive: true });
  rmSync(SERVER_OUT, { recursive: true, force: true });
  try {
    renameSync(aside, SERVER_OUT);
  } catch {
    // Another process built the same sources into place first.
    rmSync(aside, { recursive: true, force: true });
  }
  console.log(`Server built into ${SERVER_OUT}/ in ${Date.now() - started} ms`);
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
