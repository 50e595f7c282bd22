// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BUDGETS_KB, budgetFailures, budgetRows, measureBundles, type Manifest } from './bundleBudgets.mjs';

const KB = 1024;

/** A small build: customer entry, home route, two catalogues, a lazy page, and the console. */
function build(overrides: Partial<Record<string, number>> = {}) {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/main.js',
      isEntry: true,
      imports: ['_react.js'],
      dynamicImports: ['src/views/home/HomePage.tsx', 'src/views/orders/OrdersPage.tsx', 'src/i18n/zh.json', 'src/i18n/ja.json'],
    },
    '_react.js': { file: 'assets/react.js' },
    'src/views/home/HomePage.tsx': { file: 'assets/HomePage.js', src: 'src/views/home/HomePage.tsx', imports: ['_react.js'] },
    'src/views/orders/OrdersPage.tsx': { file: 'assets/OrdersPage.js', src: 'src/views/orders/OrdersPage.tsx', imports: ['_table.js'] },
    '_table.js': { file: 'assets/table.js' },
    'src/i18n/zh.json': { file: 'assets/zh.js', src: 'src/i18n/zh.json' },
    'src/i18n/ja.json': { file: 'assets/ja.js', src: 'src/i18n/ja.json' },
    '_index.css': { file: 'assets/index.css' },
    'admin.html': { file: 'assets/admin.js', isEntry: true, imports: ['_react.js'], dynamicImports: ['src/admin/editor/Editor.tsx'] },
    'src/admin/editor/Editor.tsx': { file: 'assets/Editor.js', src: 'src/admin/editor/Editor.tsx' },
  };
  const sizes: Record<string, number> = {
    'assets/main.js': 20 * KB,
    'assets/react.js': 60 * KB,
    'assets/HomePage.js': 5 * KB,
    'assets/OrdersPage.js': 4 * KB,
    'assets/table.js': 10 * KB,
    'assets/zh.js': 17 * KB,
    'assets/ja.js': 18 * KB,
    'assets/admin.js': 30 * KB,
    'assets/Editor.js': 50 * KB,
    ...overrides,
  };
  const sizeOf = (file: string) => {
    if (!(file in sizes)) throw new Error(`asked the size of ${file}, which is not JavaScript of the build`);
    return sizes[file]!;
  };
  return { manifest, sizeOf };
}

describe('measureBundles', () => {
  it('counts the entry, its static imports, the home route and the default catalogue before interactive', () => {
    const { manifest, sizeOf } = build();
    const figures = measureBundles(manifest, sizeOf);
    expect([...figures.home.files].sort()).toEqual(['assets/HomePage.js', 'assets/main.js', 'assets/react.js', 'assets/zh.js']);
    expect(figures.home.bytes).toBe((20 + 60 + 5 + 17) * KB);
  });

  it('counts every file the customer site may load, once, and none of the console', () => {
    const { manifest, sizeOf } = build();
    const figures = measureBundles(manifest, sizeOf);
    expect(figures.customer.bytes).toBe((20 + 60 + 5 + 4 + 10 + 17 + 18) * KB);
    expect(figures.console?.allBytes).toBe((30 + 60 + 50) * KB);
    expect(figures.lazy.map((l) => l.file)).toEqual(['assets/Editor.js', 'assets/ja.js', 'assets/table.js', 'assets/OrdersPage.js']);
  });

  it('refuses a build where the home route is not a chunk of its own, rather than under-count', () => {
    const { manifest, sizeOf } = build();
    delete manifest['src/views/home/HomePage.tsx'];
    expect(() => measureBundles(manifest, sizeOf)).toThrow(/HomePage/);
  });
});

describe('budgetFailures', () => {
  it('passes a build within every budget', () => {
    const { manifest, sizeOf } = build();
    const figures = measureBundles(manifest, sizeOf);
    expect(budgetFailures(figures)).toEqual([]);
    expect(budgetRows(figures).every((row) => row.ok)).toBe(true);
  });

  it('names the home page when it loads too much before interactive', () => {
    // 20 + 129 + 5 + 17 = 171 KB; everything else stays within its budget.
    const { manifest, sizeOf } = build({ 'assets/react.js': 129 * KB });
    expect(budgetFailures(measureBundles(manifest, sizeOf))).toEqual([expect.stringMatching(/^the home page loads 171\.0 KB/)]);
  });

  it('names the lazy chunk that is over its budget', () => {
    const { manifest, sizeOf } = build({ 'assets/table.js': (BUDGETS_KB.lazyChunk + 1) * KB });
    const failures = budgetFailures(measureBundles(manifest, sizeOf));
    expect(failures.some((f) => f.includes('assets/table.js'))).toBe(true);
  });

  it('names the customer site when all its JavaScript is over, though each chunk is within', () => {
    const { manifest, sizeOf } = build({ 'assets/ja.js': 90 * KB, 'assets/table.js': 95 * KB, 'assets/OrdersPage.js': 95 * KB });
    const failures = budgetFailures(measureBundles(manifest, sizeOf));
    expect(failures).toEqual([expect.stringMatching(/customer site's JavaScript is 382\.0 KB/)]);
  });

  it('names the operator console when all its JavaScript is over', () => {
    const { manifest, sizeOf } = build({ 'assets/Editor.js': 99 * KB, 'assets/Reports.js': 99 * KB, 'assets/Tariffs.js': 99 * KB });
    manifest['admin.html']!.dynamicImports!.push('src/admin/reports/Reports.tsx', 'src/admin/tariffs/Tariffs.tsx');
    manifest['src/admin/reports/Reports.tsx'] = { file: 'assets/Reports.js' };
    manifest['src/admin/tariffs/Tariffs.tsx'] = { file: 'assets/Tariffs.js' };
    // 30 + 60 + 3 × 99 = 387 KB: still within
    expect(budgetFailures(measureBundles(manifest, sizeOf))).toEqual([]);
    manifest['admin.html']!.imports!.push('_charts.js');
    manifest['_charts.js'] = { file: 'assets/charts.js' };
    expect(budgetFailures(measureBundles(manifest, (f) => (f === 'assets/charts.js' ? 14 * KB : sizeOf(f))))).toEqual([
      expect.stringMatching(/operator console's JavaScript is 401\.0 KB/),
    ]);
  });

  it('names console modules found in the customer site', () => {
    const { manifest, sizeOf } = build();
    manifest['index.html']!.dynamicImports!.push('src/admin/editor/Editor.tsx');
    expect(budgetFailures(measureBundles(manifest, sizeOf))[0]).toMatch(/operator console modules: src\/admin\/editor\/Editor.tsx/);
  });
});
