// Prints the gzipped JavaScript the home page loads before it is interactive
// (entry + its static imports + the home route chunk + the default-language catalogue)
// and fails the build when it is over budget. Reads Vite's manifest.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const budgetKb = Number(process.env.HOME_JS_BUDGET_KB ?? 200);
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The chunk files a manifest entry needs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  if (chunk.file.endsWith('.js')) seen.add(chunk.file);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

// Two entries since the operator console has its own page: the home page's is index.html.
const entryKey = manifest['index.html']?.isEntry ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry && k !== 'admin.html');
if (!entryKey) throw new Error('no entry in the Vite manifest');
const findKey = (suffix) => Object.keys(manifest).find((k) => k.endsWith(suffix));
const homeKey = findKey('views/home/HomePage.tsx');
const catalogueKey = findKey('i18n/zh.json');

const homeFiles = closure(entryKey);
for (const key of [homeKey, catalogueKey]) if (key) closure(key, homeFiles);
const homeBytes = [...homeFiles].reduce((sum, f) => sum + gz(f), 0);

/** Every manifest key a page may load: its static imports and, transitively, its dynamic ones. */
function reachable(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) reachable(dep, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js')));

// The operator console is its own entry: none of its modules may be in the customer site's graph.
const customerKeys = reachable(entryKey);
const consoleInCustomer = [...customerKeys].filter((k) => k.startsWith('src/admin/') || manifest[k].src?.startsWith('src/admin/'));
if (consoleInCustomer.length > 0) {
  console.error(`✗ The customer site loads operator console modules: ${consoleInCustomer.join(', ')}`);
  process.exit(1);
}

const allJs = [...filesOf(customerKeys)];
const lazy = allJs.filter((f) => !homeFiles.has(f)).map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
const totalBytes = allJs.reduce((sum, f) => sum + gz(f), 0);

console.log('\nJavaScript, gzip:');
for (const f of homeFiles) console.log(`  home  ${kb(gz(f)).padStart(7)} KB  ${f}`);
for (const { f, size } of lazy.slice(0, 8)) console.log(`  lazy  ${kb(size).padStart(7)} KB  ${f}`);
if (lazy.length > 8) console.log(`  ... and ${lazy.length - 8} smaller lazy chunks`);
console.log(`\nHome page before interactive: ${kb(homeBytes)} KB gzip (budget ${budgetKb} KB)`);
console.log(`Largest lazy chunk: ${lazy[0] ? kb(lazy[0].size) : 0} KB; all JavaScript: ${kb(totalBytes)} KB gzip\n`);
if (manifest['admin.html']) {
  const consoleStart = closure('admin.html');
  const consoleAll = filesOf(reachable('admin.html'));
  const sum = (files) => [...files].reduce((total, f) => total + gz(f), 0);
  console.log(`Operator console (admin.html): ${kb(sum(consoleStart))} KB gzip at start, ${kb(sum(consoleAll))} KB gzip with every page; none of it in the customer site's graph\n`);
}
if (!homeKey) console.warn('warning: no home route chunk found in the manifest');
if (homeBytes > budgetKb * 1024) {
  console.error(`✗ The home page loads ${kb(homeBytes)} KB of JavaScript, over the ${budgetKb} KB budget.`);
  process.exit(1);
}
