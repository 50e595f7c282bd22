// `npm run mutate`: Stryker over the domain, the statecharts and the server's order lifecycle,
// inventory and ticket prices (stryker.config.mjs), one group after the other, then the score per
// folder (scripts/mutationScore.mjs). Each group runs against its own tests (MUTATE_TESTS,
// stryker.vitest.config.ts) and keeps its own incremental file and report in reports/stryker/.
//   npm run mutate                                  every group
//   npm run mutate -- src/domain                    one group
//   npm run mutate -- src/domain/ticketing/price.ts some files, or a folder inside a group
//   npm run mutate -- src/machines --force          every mutant again, ignoring the incremental file
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import config from '../stryker.config.mjs';

// StrykerJS 10's command line refuses Node 20 (the version this project runs on, Dockerfile) when
// its module loads; its Stryker class runs there, so it is loaded by path, past the package's entry.
const { Stryker } = await import(new URL('../node_modules/@stryker-mutator/core/dist/src/stryker.js', import.meta.url).href);

const GROUPS = [
  { name: 'domain', folder: 'src/domain', tests: 'domain' },
  { name: 'machines', folder: 'src/machines', tests: 'machines' },
  { name: 'server', folder: 'server', tests: 'server' },
];

const args = process.argv.slice(2);
const targets = args.filter((a) => !a.startsWith('-')).map((t) => t.replace(/\/$/, ''));
const unknown = args.filter((a) => a.startsWith('-') && a !== '--force');
if (unknown.length > 0) {
  console.error(`Unknown option ${unknown.join(' ')}: give folders or files (src/domain) and --force.`);
  process.exit(2);
}

const included = config.mutate.filter((p) => !p.startsWith('!'));
const excluded = config.mutate.filter((p) => p.startsWith('!'));
/** The folder part of a glob: `src/domain/` for `src/domain/**\/*.ts`. */
const globBase = (p) => (p.includes('*') ? p.slice(0, p.indexOf('*')) : null);

/** What to mutate of `group` for `targets`: its configured patterns, narrowed to the targets inside it. */
function patternsOf(group) {
  const own = included.filter((p) => p.startsWith(`${group.folder}/`));
  if (targets.length === 0) return own;
  return targets.flatMap((t) => {
    if (t === group.folder) return own;
    if (!t.startsWith(`${group.folder}/`)) return [];
    if (t.endsWith('.ts')) return [t];
    // a folder inside a glob of the group, or the group's files listed one by one under it
    return own.some((p) => globBase(p) !== null && `${t}/`.startsWith(globBase(p))) ? [`${t}/**/*.ts`] : own.filter((p) => p.startsWith(`${t}/`));
  });
}

const runs = GROUPS.map((group) => ({ group, mutate: patternsOf(group) })).filter((run) => run.mutate.length > 0);
if (runs.length === 0) {
  console.error(`Nothing configured to mutate in ${targets.join(', ')} (stryker.config.mjs).`);
  process.exit(2);
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null);

const configured = (file) => included.some((p) => matchesGlob(file, p)) && !excluded.some((p) => matchesGlob(file, p.slice(1)));

/**
 * Cleans the incremental file before a run. Stryker carries every file's results over, also of a
 * file since excluded (dropped here). And it reuses a mutant's "no coverage" unless a test now
 * covers it at run time, while a module a new test file loads turns its top-level mutants static
 * (ignored): deciding those mutants again costs no test run, so they are never reused.
 */
function cleanIncremental(file, mutate) {
  const report = readJson(file);
  if (!report) return;
  for (const [name, entry] of Object.entries(report.files)) {
    if (!configured(name)) delete report.files[name];
    // only the files this run mutates: the others' results are carried over as they are
    else if (mutate.some((p) => matchesGlob(name, p))) entry.mutants = entry.mutants.filter((m) => m.status !== 'NoCoverage');
  }
  writeFileSync(file, JSON.stringify(report));
}

let failed = false;
for (const { group, mutate } of runs) {
  console.log(`\n== ${group.folder} (${group.tests} tests) ==`);
  process.env.MUTATE_TESTS = group.tests;
  const incrementalFile = `reports/stryker/${group.name}.incremental.json`;
  const reportFile = `reports/stryker/${group.name}.json`;
  cleanIncremental(incrementalFile, mutate);
  const options = {
    configFile: 'stryker.config.mjs',
    mutate: [...mutate, ...excluded],
    incrementalFile,
    jsonReporter: { fileName: reportFile },
    ...(args.includes('--force') ? { force: true } : {}),
  };
  try {
    await new Stryker(options).runMutationTest();
    // under the break threshold Stryker only sets the exit code
    if (process.exitCode) failed = true;
  } catch (error) {
    // a failing first run: the scores of the other groups are still printed
    console.error(error instanceof Error ? error.message : error);
    failed = true;
  }
}
const score = spawnSync(process.execPath, ['scripts/mutationScore.mjs', '--survivors', ...runs.map((r) => `reports/stryker/${r.group.name}.json`)], {
  stdio: 'inherit',
});
process.exit(failed ? 1 : (score.status ?? 1));
