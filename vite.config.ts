/// <reference types="vitest/config" />
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
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

const apiTarget = process.env.API_TARGET ?? 'http://localhost:3000';

// The build stamp shown in the footer is the real build time, fixed at build.
const buildTime = new Date().toISOString();

export default defineConfig({
  base: '/tickets/',
  plugins: [react(), consolePages],
  define: {
    __BUILD_TIME__: JSON.stringify(buildTime),
    __BUILD_ENV__: JSON.stringify(process.env.PORTAL_ENV_LABEL ?? (process.env.NODE_ENV === 'production' ? 'production' : 'demo')),
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
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          // SKIP_FUZZ: .ci/run's PostgreSQL pass (the fuzzing ran in npm test; soak runs it on PostgreSQL).
          exclude: ['server/**/*.soak.test.ts', ...(process.env.SKIP_FUZZ ? ['server/**/*.fuzz.test.ts'] : []), 'node_modules/**'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
      // `npm run soak` only (scripts/soak.mjs sets SOAK=1): the long runs, plus the fuzzing
      // files again at their soak scale.
      ...(process.env.SOAK ? [{
        extends: true as const,
        test: {
          name: 'soak',
          environment: 'node',
          include: ['server/**/*.soak.test.ts', 'server/**/*.fuzz.test.ts'],
          globalSetup: ['server/test/globalSetup.ts'],
          testTimeout: 600000,
          hookTimeout: 120000,
        },
      }] : []),
    ],
  },
});
