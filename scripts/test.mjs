// `npm test`: every test. Unit, machine and server tests (Vitest), then the browser
// journeys (Playwright in Debian's Chromium) against a freshly built client.
import { spawnSync } from 'node:child_process';
import { findChromium } from './chromium.mjs';

const ci = process.env.CI === 'true';

function run(cmd, args, extraEnv = {}) {
  console.log(`\n$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...extraEnv } });
  if (r.status !== 0) {
    console.error(`\n✗ ${cmd} ${args.join(' ')} failed (exit ${r.status ?? r.signal})`);
    process.exit(r.status ?? 1);
  }
}

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('npx', ['vitest', 'run']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium found (/usr/bin/chromium or CHROMIUM_PATH).\n!! THE BROWSER TESTS WERE SKIPPED. Install it with: apt-get install -y chromium\n${banner}\n`);
  process.exit(ci ? 1 : 0);
}

run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium });
