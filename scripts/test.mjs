// `npm test`: every test. Unit, machine and server tests (Vitest), then the browser
// journeys (Playwright in Debian's Chromium) against a freshly built client.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
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
  for (const file of readdirSync(reports).filter((name) => /^playwright.*\.json$/.test(name))) {
    const { stats } = JSON.parse(readFileSync(`${reports}/${file}`, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
}
process.on('exit', printTotals);

run('npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']);
// The layout's rules, the formatter and unused code (eslint.config.js, .prettierrc.json, knip.jsonc).
run('npm', ['run', 'lint']);
// The server as production runs it (dist-server/): the tests that start processes and the browser
// journeys' servers run this build.
run('node', ['scripts/build-server.mjs']);
run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reports}/vitest.json`]);
// Per machine, the states and transitions the machine tests (and the UI runs, when they recorded)
// executed: below 100 % in the machine tests fails.
run('npx', ['tsx', 'scripts/machineCoverage.ts']);

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  console.error(
    `\n${banner}\n!! No Chromium found (/usr/bin/chromium or CHROMIUM_PATH).\n!! THE BROWSER TESTS WERE SKIPPED. Install it with: apt-get install -y chromium\n${banner}\n`,
  );
  process.exit(ci ? 1 : 0);
}

run('npx', ['vite', 'build', '--logLevel', 'warn']);
await runBrowserGroups();
// Again with what the browser runs recorded: the ui column beside the machine tests'.
run('npx', ['tsx', 'scripts/machineCoverage.ts']);

/**
 * The journeys in two Playwright runs side by side, each with its own servers, ports, database and
 * output folder: the Chinese journeys, and the Japanese ones with the payment
 * window's. One run keeps a core about half busy (the browser waits on the server and the other
 * way round), so two halve the wall time on CI's two cores. Each line is marked with its run.
 */
async function runBrowserGroups() {
  const groups = [
    { name: 'zh', port: 3100, projects: ['zh'] },
    // the payment window's journey in one language too; soak walks it in both
    { name: 'ja', port: 3200, projects: ['ja', 'expiry-ja'] },
  ];
  console.log(`\n$ npx playwright test (${groups.map((g) => g.projects.join(' + ')).join(' | ')})`);
  const codes = await Promise.all(
    groups.map(
      (group) =>
        new Promise((resolve) => {
          const args = ['playwright', 'test', ...group.projects.flatMap((p) => ['--project', p]), '--output', `test-results/${group.name}`];
          const child = spawn('npx', args, {
            stdio: ['ignore', 'pipe', 'pipe'],
            env: {
              ...process.env,
              CHROMIUM_PATH: chromium,
              E2E_PORT: String(group.port),
              PLAYWRIGHT_JSON_OUTPUT_FILE: `${reports}/playwright-${group.name}.json`,
            },
          });
          for (const stream of [child.stdout, child.stderr]) prefixLines(stream, `[${group.name} run] `);
          child.on('close', (code, signal) => resolve(code ?? signal));
        }),
    ),
  );
  const failed = groups.filter((_, i) => codes[i] !== 0);
  if (failed.length > 0) {
    console.error(`\n✗ playwright test failed in the ${failed.map((g) => g.name).join(' and ')} run`);
    process.exit(1);
  }
}

function prefixLines(stream, prefix) {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => {
    if (rest) process.stdout.write(`${prefix}${rest}\n`);
  });
}
