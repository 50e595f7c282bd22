import { defineConfig } from 'vitest/config';

/**
 * The tests `npm run mutate` runs (stryker.config.mjs, scripts/mutate.mjs): the domain's unit tests
 * (`domain`), the charts' unit tests and path models (`machines`), and the server test files that
 * exercise the order lifecycle, the inventory and the tickets' prices (`server`). MUTATE_TESTS
 * keeps one project: each folder is held to its own tests (a domain rule only a chart's or a
 * route's test pins is a gap in the domain's tests, and a server test over a database costs
 * seconds a mutant); the screens (jsdom) never run.
 */
const SERVER_TESTS = [
  'server/modules/orders/orders.lifecycle.test.ts',
  'server/modules/orders/orders.sweep.test.ts',
  'server/modules/orders/orders.routes.test.ts',
  'server/modules/orders/orders.tickets.test.ts',
];

/**
 * What the domain's and the charts' test files share: node, the set-up, and one module graph per
 * worker as in vite.config.ts's unit project (ten times faster a mutant than loading each file's
 * modules afresh). Their modules are imported at the top of the test files, so top-level code runs
 * while the files load and counts as static; a module first imported inside a test would have its
 * top-level code counted as covered by that test alone, and those mutants would wrongly survive.
 */
const unit = {
  environment: 'node' as const,
  isolate: false,
  setupFiles: ['src/test/setup.ts'],
};

const projects = [
  { test: { name: 'domain', ...unit, include: ['src/domain/**/*.test.ts'] } },
  {
    test: {
      name: 'machines',
      ...unit,
      include: ['src/machines/**/*.test.ts', 'tests/model/**/*.test.ts'],
      // The path-model registry's check imports every model, and with it every chart, inside a
      // test (the case above), and asserts nothing about them.
      exclude: ['tests/model/index.test.ts'],
    },
  },
  {
    test: {
      name: 'server',
      environment: 'node',
      isolate: false,
      include: SERVER_TESTS,
      globalSetup: ['server/test/globalSetup.ts'],
      testTimeout: 60000,
      hookTimeout: 120000,
    },
  },
];

const only = process.env.MUTATE_TESTS;

export default defineConfig({
  test: { projects: only ? projects.filter((p) => p.test.name === only) : projects },
});
