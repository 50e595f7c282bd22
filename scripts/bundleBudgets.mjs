// The front-end budgets of issue 10, computed from Vite's manifest. Pure: the caller says how big
// each file is, so the test can hand it a made-up manifest and sizes.

/** Gzipped kilobytes each figure may reach. */
export const BUDGETS_KB = {
  home: 170,
  lazyChunk: 100,
  customerAll: 350,
  consoleAll: 400,
};

const CUSTOMER_ENTRY = 'index.html';
const CONSOLE_ENTRY = 'admin.html';
const HOME_ROUTE = 'src/views/home/HomePage.tsx';
// The default language (DOMAIN: Chinese unless the browser asks for Japanese).
const DEFAULT_CATALOGUE = 'src/i18n/zh.json';

const isJs = (file) => file.endsWith('.js');

/** Manifest keys a key loads at once: itself and its static imports, transitively. */
function staticClosure(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

/** Manifest keys a page may ever load: static and dynamic imports, transitively. */
function reachable(manifest, key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of [...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? [])]) reachable(manifest, dep, seen);
  return seen;
}

const jsFiles = (manifest, keys) => new Set([...keys].map((k) => manifest[k].file).filter(isJs));

/**
 * Every figure the budgets speak of, in bytes. `sizeOf(file)` is a file's gzipped size.
 * A lazy chunk is any file a page may load later than its start.
 */
export function measureBundles(manifest, sizeOf) {
  if (!manifest[CUSTOMER_ENTRY]) throw new Error(`no ${CUSTOMER_ENTRY} entry in the Vite manifest`);
  const total = (files) => [...files].reduce((sum, f) => sum + sizeOf(f), 0);

  const homeKeys = staticClosure(manifest, CUSTOMER_ENTRY);
  for (const key of [HOME_ROUTE, DEFAULT_CATALOGUE]) {
    if (!manifest[key]) throw new Error(`${key} is not a chunk of its own: the home figure would leave it out`);
    staticClosure(manifest, key, homeKeys);
  }
  const homeFiles = jsFiles(manifest, homeKeys);

  const customerKeys = reachable(manifest, CUSTOMER_ENTRY);
  const customerFiles = jsFiles(manifest, customerKeys);
  const consoleInCustomer = [...customerKeys].filter((k) => k.startsWith('src/admin/') || manifest[k].src?.startsWith('src/admin/'));

  const lazyOf = (files, startFiles) => [...files].filter((f) => !startFiles.has(f)).map((file) => ({ file, bytes: sizeOf(file) }));
  const lazy = lazyOf(customerFiles, homeFiles);

  let consoleFigures = null;
  if (manifest[CONSOLE_ENTRY]) {
    const startFiles = jsFiles(manifest, staticClosure(manifest, CONSOLE_ENTRY));
    const allFiles = jsFiles(manifest, reachable(manifest, CONSOLE_ENTRY));
    consoleFigures = { startBytes: total(startFiles), allBytes: total(allFiles), files: allFiles };
    lazy.push(...lazyOf(allFiles, startFiles).filter(({ file }) => !customerFiles.has(file)));
  }
  lazy.sort((a, b) => b.bytes - a.bytes);

  return {
    home: { bytes: total(homeFiles), files: homeFiles },
    customer: { bytes: total(customerFiles), files: customerFiles },
    console: consoleFigures,
    lazy,
    consoleInCustomer,
  };
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The figures beside their budgets, one row each, as the build prints them and the bench reports them. */
export function budgetRows(figures) {
  const rows = [
    { figure: 'home page JS before interactive (gzip)', bytes: figures.home.bytes, budgetKb: BUDGETS_KB.home },
    {
      figure: `largest lazy chunk (gzip)${figures.lazy[0] ? `: ${figures.lazy[0].file}` : ''}`,
      bytes: figures.lazy[0]?.bytes ?? 0,
      budgetKb: BUDGETS_KB.lazyChunk,
    },
    { figure: 'customer site, all JS (gzip)', bytes: figures.customer.bytes, budgetKb: BUDGETS_KB.customerAll },
  ];
  if (figures.console) rows.push({ figure: 'operator console, all JS (gzip)', bytes: figures.console.allBytes, budgetKb: BUDGETS_KB.consoleAll });
  return rows.map((row) => ({ ...row, value: `${kb(row.bytes)} KB`, goal: `≤ ${row.budgetKb} KB`, ok: row.bytes <= row.budgetKb * 1024 }));
}

/** One line per budget broken, naming the offender; empty when all hold. */
export function budgetFailures(figures) {
  const failures = [];
  if (figures.consoleInCustomer.length > 0) failures.push(`the customer site loads operator console modules: ${figures.consoleInCustomer.join(', ')}`);
  if (figures.home.bytes > BUDGETS_KB.home * 1024)
    failures.push(`the home page loads ${kb(figures.home.bytes)} KB of JavaScript before it is interactive, over ${BUDGETS_KB.home} KB`);
  for (const { file, bytes } of figures.lazy) {
    if (bytes > BUDGETS_KB.lazyChunk * 1024) failures.push(`lazy chunk ${file} is ${kb(bytes)} KB, over ${BUDGETS_KB.lazyChunk} KB`);
  }
  if (figures.customer.bytes > BUDGETS_KB.customerAll * 1024)
    failures.push(`the customer site's JavaScript is ${kb(figures.customer.bytes)} KB, over ${BUDGETS_KB.customerAll} KB`);
  if (figures.console && figures.console.allBytes > BUDGETS_KB.consoleAll * 1024)
    failures.push(`the operator console's JavaScript is ${kb(figures.console.allBytes)} KB, over ${BUDGETS_KB.consoleAll} KB`);
  return failures;
}
