// Prints the gzipped JavaScript of the built site beside the budgets of issue 10 (home page before
// it is interactive, each lazy chunk, all of the customer site, all of the operator console) and
// fails the build when one is over, naming it. Reads Vite's manifest; the figures are computed by
// scripts/bundleBudgets.mjs, which the frontend bench section reports too.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { budgetFailures, budgetRows, measureBundles } from './bundleBudgets.mjs';

// `--report-only` (used by `npm start`) prints the same verdicts without failing: a size budget
// gates the build a developer runs, not the start of the portal.
const args = process.argv.slice(2);
const reportOnly = args.includes('--report-only');
const dist = args.find((arg) => !arg.startsWith('--')) ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
const figures = measureBundles(manifest, gzipSize);
const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(6)} KB`;

console.log('\nJavaScript, gzip:');
for (const file of figures.home.files) console.log(`  home  ${kb(gzipSize(file))}  ${file}`);
for (const { file, bytes } of figures.lazy.slice(0, 8)) console.log(`  lazy  ${kb(bytes)}  ${file}`);
if (figures.lazy.length > 8) console.log(`  ... and ${figures.lazy.length - 8} smaller lazy chunks`);
console.log('');
for (const row of budgetRows(figures)) console.log(`${row.ok ? '✓' : '✗'} ${row.figure}: ${row.value} (budget ${row.goal})`);
console.log('');

const failures = budgetFailures(figures);
if (failures.length > 0) {
  for (const failure of failures) console.error(`✗ Over budget: ${failure}`);
  if (!reportOnly) process.exit(1);
}
