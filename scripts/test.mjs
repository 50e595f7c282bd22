// `npm test`: every test. Unit, machine and server tests (Vitest), then the browser
// journeys (Playwright in Debian's Chromium) against a freshly built client.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
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

const reports = '.test-reports';
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

/** One closing line for the whole run, from the runners' JSON reports. */
function printTotals() {
  const totals = { passed: 0, failed: 0, skipped: 0 };
  const vitest = `${reports}/vitest.json`;
  if (existsSync(vitest)) {
    const r = JSON.parse(readFileSync(vitest, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += r.numPendingTests + (r.numTodoTests ?? 0);
  }
  const playwright = `${reports}/playwright.json`;
  if (existsSync(playwright)) {
    const { stats } = JSON.parse(readFileSync(playwright, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}
process.on('exit', printTotals);

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
// Per machine, the states and transitions the machine tests (and the UI runs, when they recorded)
// executed: below 100 % in the machine tests fails.
run('npx', ['tsx', 'scripts/machineCoverage.ts']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(`\n${banner}\n!! No Chromium found (/usr/bin/chromium or CHROMIUM_PATH).\n!! THE BROWSER TESTS WERE SKIPPED. Install it with: apt-get install -y chromium\n${banner}\n`);
  process.exit(ci ? 1 : 0);
}

run('npx', ['vite', 'build', '--logLevel', 'warn']);
run('npx', ['playwright', 'test'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright.json` });
// Again with what the browser runs recorded: the ui column beside the machine tests'.
run('npx', ['tsx', 'scripts/machineCoverage.ts']);
