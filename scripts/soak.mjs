// `npm run soak`: the long correctness runs kept out of `npm test` (fuzzing at 1,000 runs per
// endpoint, 20 repetitions of the inventory races, kill -9 storms). SOAK=1 scales the shared
// tests up and adds the `soak` Vitest project (server/**/*.soak.test.ts). With DATABASE_URL
// (or CI_DATABASE_URL) set, the PostgreSQL runs are included. Then every browser journey in both
// languages (npm test walks each in one), axe on every screen (A11Y=1), the statecharts'
// generated browser paths, and the mutation score (npm run mutate).
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const env = { ...process.env, SOAK: '1' };
const args = ['vitest', 'run', '--project', 'soak', ...process.argv.slice(2)];
console.log(`$ SOAK=1 npx ${args.join(' ')}`);
const r = spawnSync('npx', args, { stdio: 'inherit', env });
if (r.status !== 0) process.exit(r.status ?? 1);

// Every journey, axe-core on every screen and the generated browser paths, both languages, against a fresh build.
const chromium = findChromium();
if (!chromium) {
  console.error('No Chromium (/usr/bin/chromium or CHROMIUM_PATH): the accessibility run needs it.');
  process.exit(1);
}
for (const [cmd, cmdArgs, extra] of [
  // the end-to-end build: the only one whose charts record what they do (src/app/machineInspector.ts)
  ['npx', ['vite', 'build', '--mode', 'e2e', '--logLevel', 'warn'], {}],
  [
    'npx',
    ['playwright', 'test', '--project', 'zh', '--project', 'ja', '--project', 'expiry-zh', '--project', 'expiry-ja'],
    { A11Y: '1', CHROMIUM_PATH: chromium },
  ],
]) {
  console.log(`$ ${cmd} ${cmdArgs.join(' ')}`);
  const step = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...env, ...extra } });
  if (step.status !== 0) process.exit(step.status ?? 1);
}

// Last, the mutation score of the domain, the charts and the order lifecycle (tests/model/README.md,
// "Mutation testing"): incremental, so only the mutants whose code or tests changed since the last
// soak run again; it fails under 85 % in any folder.
console.log('$ npm run mutate');
const mutate = spawnSync('npm', ['run', 'mutate'], { stdio: 'inherit' });
if (mutate.status !== 0) process.exit(mutate.status ?? 1);
