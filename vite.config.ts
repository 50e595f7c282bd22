/// <reference types="vitest/config" />
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import type { Plugin as PostcssPlugin, Rule } from 'postcss';
import type { Plugin } from 'vite';

/**
 * The dev server's history routing for the operator console: page requests under
 * /tickets/admin get admin.html, as the built server answers them (server/lib/spa.ts).
 */
const consolePages: Plugin = {
  name: 'console-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const path = request.url?.split('?')[0] ?? '';
      const isPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html') && !path.includes('.');
      if (isPage && (path === '/tickets/admin' || path.startsWith('/tickets/admin/'))) request.url = '/tickets/admin.html';
      next();
    });
  },
};

/**
 * Writes a gzip and a Brotli copy beside every text file of the build (`layout-….js.gz`,
 * `.br`), for a server that serves pre-compressed files (@fastify/static `preCompressed`)
 * to answer with a third of the bytes without compressing on each request. Served as they are,
 * the start-up JavaScript and CSS take most of the first visit's time (Lighthouse desktop:
 * first paint 1.2 s uncompressed, 0.8 s compressed).
 */
const precompressed: Plugin = {
  name: 'precompressed',
  apply: 'build',
  writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    for (const [fileName, output] of Object.entries(bundle)) {
      if (!/\.(js|css|html|svg|json)$/.test(fileName)) continue;
      const source = output.type === 'chunk' ? output.code : output.source;
      const bytes = typeof source === 'string' ? Buffer.from(source) : Buffer.from(source);
      // Below about a kilobyte the headers outweigh what compression saves.
      if (bytes.length < 1024) continue;
      const path = join(outDir, fileName);
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 10, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
      );
    }
  },
};

/** Every source file's text, where the class names the screens use are written (not the styles: naming a class in CSS does not put it on a page). */
function sourceTexts(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'));
}

/** The PrimeReact modules the sources import, with every PrimeReact module those import in turn. */
function primeModuleTexts(sources: string[]): string[] {
  const imported = (text: string) => [...text.matchAll(/from '(primereact\/[a-z/]+)'/g)].map((m) => m[1] ?? '');
  const pending = new Set(sources.flatMap(imported));
  const texts = new Map<string, string>();
  for (const name of pending) {
    if (texts.has(name)) continue;
    const dir = join(import.meta.dirname, 'node_modules', name);
    const file = join(dir, `${name.split('/').at(-1)}.esm.js`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    // api's PrimeIcons enum names every icon; the components draw theirs as SVG.
    texts.set(name, text.replace(/var PrimeIcons = Object\.freeze\(\{[^}]*\}\);/, ''));
    for (const name of imported(text)) pending.add(name);
  }
  return [...texts.values()];
}

/**
 * The Lara theme and PrimeIcons style every PrimeReact component and name every icon (about
 * 240 KB, all of it render-blocking); the screens use some fifteen components and eighty icons.
 * This drops the theme's selectors whose component family (`p-datatable…`, `p-galleria…`) and
 * PrimeIcons' rules whose icon (`pi-…`) no source file and no PrimeReact module they import
 * names, so what is left styles everything that can ever be on a page.
 */
function primeCssSubset(): PostcssPlugin {
  const corpus = (() => {
    let text: string | null = null;
    return () => {
      if (text === null) {
        const sources = sourceTexts(join(import.meta.dirname, 'src'));
        text = [...sources, ...primeModuleTexts(sources)].join('\n');
      }
      return text;
    };
  })();
  const seen = new Map<string, boolean>();
  const named = (token: string) => {
    let found = seen.get(token);
    if (found === undefined) {
      found = new RegExp(`${token.replace(/-/g, '\\-')}(?![a-z0-9])`).test(corpus());
      seen.set(token, found);
    }
    return found;
  };
  const isTheme = (file: string) => file.includes('/primereact/resources/themes/');
  const isIcons = (file: string) => file.includes('/primeicons/primeicons.css');
  // A theme selector needs every component family it names; an icon rule, its icon.
  const themeSelectorUsed = (selector: string) => [...selector.matchAll(/\.p-([a-z]+)/g)].every((m) => named(`p-${m[1]}`));
  const iconSelectorUsed = (selector: string) => [...selector.matchAll(/\.(pi-[a-z0-9-]+)/g)].every((m) => named(m[1] ?? ''));
  return {
    postcssPlugin: 'prime-css-subset',
    OnceExit(root) {
      root.walkRules((rule: Rule) => {
        const file = rule.source?.input.file ?? '';
        const used = isTheme(file) ? themeSelectorUsed : isIcons(file) ? iconSelectorUsed : null;
        if (!used || (rule.parent?.type === 'atrule' && /keyframes$/.test((rule.parent as { name: string }).name))) return;
        const kept = rule.selectors.filter(used);
        if (kept.length === 0) rule.remove();
        else if (kept.length < rule.selectors.length) rule.selectors = kept;
      });
      root.walkAtRules((atRule) => {
        if (atRule.nodes && atRule.nodes.length === 0) atRule.remove();
      });
    },
  };
}

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The build stamp shown in the footer is the real build time, fixed at build.
const buildTime = new Date().toISOString();

/**
 * Server test files that start processes (servers, the staff and backup commands, a private
 * PostgreSQL) or fuzz every route: minutes of two cores between them, which CI's 30 minutes do not
 * hold beside everything else. `npm run soak` runs them (on PGlite, and on PostgreSQL with
 * DATABASE_URL), the fuzzing at its full scale.
 */
const SOAK_ONLY = [
  'server/**/*.fuzz.test.ts',
  'server/main.test.ts',
  'server/startCommands.test.ts',
  'server/db/outage.test.ts',
  'server/ops/embeddedBackup.test.ts',
  'server/modules/staff/staff.cli.test.ts',
];

/** Server test files that run the same whatever DATABASE_URL says: npm test's pass is enough. */
const SAME_ON_ANY_DATABASE = [
  'server/**/*.fuzz.test.ts',
  'server/productionStart.test.ts',
  'server/lib/spreadsheet/{excelParts,sheetReader,spreadsheet,zipContent}.test.ts',
  'server/lib/pdf/*.test.ts',
  'server/test/pdfText.test.ts',
  'server/lib/workerEntry.test.ts',
  'server/lib/metrics/clusterMetrics.test.ts',
  // the API rate limit counts in memory or Redis; the embedded database's backups are PGlite's
  'server/lib/apiRateLimit.test.ts',
  'server/ops/embeddedBackup.test.ts',
  // the upload's event-loop check measures the process, not the database
  'server/lib/spreadsheet/importUploads.test.ts',
  // two server processes racing on PostgreSQL beside the journeys ran out of pool connections (503):
  // the race runs 20 times on PostgreSQL in npm run soak (orders.concurrency.soak.test.ts)
  'server/modules/orders/orders.concurrency.test.ts',
];

export default defineConfig({
  base: '/tickets/',
  plugins: [react(), consolePages, precompressed],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
    __BUILD_ENV__: JSON.stringify(process.env.PORTAL_ENV_LABEL ?? (process.env.NODE_ENV === 'production' ? 'production' : 'demo')),
  },
  css: {
    postcss: { plugins: [primeCssSubset()] },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/auth-ts': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // The manifest lets scripts/bundle-size.mjs follow what the home page loads.
    manifest: true,
    // Two pages: the customer site (index.html) and the operator console (admin.html, its own
    // entry, so none of the console's code is in the customer site's graph).
    rolldownOptions: {
      input: { main: 'index.html', admin: 'admin.html' },
    },
    // Sizes are checked gzipped against the budget by scripts/bundle-size.mjs; the entry is mostly react-dom.
    chunkSizeWarningLimit: 400,
  },
  test: {
    // Every core (Vitest leaves one idle by default, half the machine on two cores): each file
    // works on its own database copy or schema, so files run side by side.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.tsx'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      // Domain, machines, services and scripts: plain functions, so no DOM and one module graph per
      // worker (no isolation), which saves most of their import and set-up time. A file that needs
      // a DOM says so in its first line (`// @vitest-environment jsdom`).
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          isolate: false,
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/model/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One module graph per worker: each file still gets its own database copy or schema and its
          // own app (buildApp); the server's graph is loaded once per worker instead of once per file
          // (imports 26 s instead of about 400 s on two cores).
          isolate: false,
          include: ['server/**/*.test.ts'],
          // POSTGRES_PASS: .ci/run's second pass on PostgreSQL, beside the browser journeys. The
          // fuzzing already ran in npm test (soak runs it on PostgreSQL), and the files that never
          // open a database (processes, workers, PDFs, spreadsheets) would only repeat themselves.
          exclude: ['server/**/*.soak.test.ts', ...SOAK_ONLY, ...(process.env.POSTGRES_PASS ? SAME_ON_ANY_DATABASE : []), 'node_modules/**'],
          globalSetup: ['server/test/globalSetup.ts'],
          // CI's PostgreSQL pass runs beside the browser journeys, the two cores shared three ways:
          // four times the time (a project's own limits override the command line's).
          testTimeout: process.env.POSTGRES_PASS ? 120000 : 30000,
          hookTimeout: process.env.POSTGRES_PASS ? 240000 : 60000,
        },
      },
      // `npm run soak` only (scripts/soak.mjs sets SOAK=1): the long runs, the processes and the
      // fuzzing at its soak scale (SOAK_ONLY).
      ...(process.env.SOAK
        ? [
            {
              extends: true as const,
              test: {
                name: 'soak',
                environment: 'node',
                include: ['server/**/*.soak.test.ts', ...SOAK_ONLY],
                globalSetup: ['server/test/globalSetup.ts'],
                testTimeout: 600000,
                hookTimeout: 120000,
              },
            },
          ]
        : []),
    ],
  },
});
