// `npm run bench`: every figure issue 10 measures, printed as one table beside its goal.
// Each section is a module in scripts/bench/ whose default export runs its measurements and
// returns rows { section, figure, value, goal, ok }. `npm run bench -- api frontend` runs
// only the named sections. Benchmarks print figures; the tests check correctness.
import { readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';

const dir = join(import.meta.dirname, 'bench');
const wanted = process.argv.slice(2);
const sections = readdirSync(dir)
  .filter((f) => f.endsWith('.mjs') && !f.startsWith('_'))
  .sort()
  .map((f) => f.replace(/\.mjs$/, ''))
  .filter((name) => wanted.length === 0 || wanted.some((w) => name.includes(w)));

const rows = [];
for (const name of sections) {
  console.log(`\n== ${name} ==`);
  const started = Date.now();
  try {
    const { default: run } = await import(pathToFileURL(join(dir, `${name}.mjs`)).href);
    rows.push(...(await run({ log: (...args) => console.log(`  [${name}]`, ...args) })));
  } catch (error) {
    console.error(`  [${name}] failed:`, error);
    rows.push({ section: name, figure: 'section run', value: `failed: ${error?.message ?? error}`, goal: 'runs', ok: false });
  }
  console.log(`  [${name}] ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const mark = (ok) => (ok === true ? 'yes' : ok === false ? 'NO' : '–');
const header = ['Section', 'Figure', 'Measured', 'Goal', 'Met'];
const table = [header, ...rows.map((r) => [r.section, r.figure, String(r.value), String(r.goal ?? ''), mark(r.ok)])];
const widths = header.map((_, i) => Math.max(...table.map((row) => row[i].length)));
const line = (row) => `| ${row.map((cell, i) => cell.padEnd(widths[i])).join(' | ')} |`;
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const text = [
  `Machine: ${machine}`,
  `Date: ${new Date().toISOString()}`,
  '',
  line(table[0]),
  `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
  ...table.slice(1).map(line),
].join('\n');
console.log(`\n${text}\n`);
mkdirSync('.bench', { recursive: true });
writeFileSync('.bench/results.md', `${text}\n`);
console.log('Written to .bench/results.md');
