// The documented start commands (`npm start`, `npm run serve`, `npm run start:cluster`): build what
// is missing or older than its sources, then run the built server in this very process, so the
// SIGTERM or SIGINT that npm passes on reaches the server itself (no tsx or shell in between).
//   --client   build the client too when it is stale (npm start)
//   --cluster  run the cluster primary (WORKERS processes on one PostgreSQL)
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { existsSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { buildServer, SERVER_OUT, serverBuildIsStale } from './build-server.mjs';
import { newestSource } from './stale.mjs';

const args = process.argv.slice(2);
const CLIENT_SOURCES = ['src', 'public', 'index.html', 'admin.html', 'vite.config.ts', 'package-lock.json'];

function clientBuildIsStale() {
  const built = 'dist/index.html';
  if (!existsSync(built)) return true;
  return newestSource(CLIENT_SOURCES, (file) => !/\.test\.tsx?$/.test(file)) > statSync(built).mtimeMs;
}

function run(cmd, cmdArgs) {
  const result = spawnSync(cmd, cmdArgs, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A cluster worker runs this file again: the primary has already built.
if (cluster.isPrimary) {
  if (args.includes('--client')) {
    if (clientBuildIsStale()) {
      run('npx', ['vite', 'build']);
      run('node', ['scripts/bundle-size.mjs', '--report-only']);
    } else {
      console.log('Client build is up to date (dist/)');
    }
  }
  if (serverBuildIsStale()) await buildServer();
}

await import(pathToFileURL(`${SERVER_OUT}/${args.includes('--cluster') ? 'cluster' : 'main'}.js`).href);
