// @ts-check
/**
 * `npm run mutate`: mutation testing of the domain, the statecharts and the server's order
 * lifecycle, inventory and ticket prices (tests/model/README.md, "Mutation testing"). Incremental:
 * a second run tests only the mutants whose code or tests changed (reports/stryker/incremental.json).
 * One folder at a time, and the per-folder scores: see that README section.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'stryker.vitest.config.ts', related: true },
  mutate: [
    'src/domain/**/*.ts',
    'src/machines/**/*.ts',
    'server/modules/orders/orders.lifecycle.ts',
    'server/modules/orders/orders.state.ts',
    'server/modules/orders/inventory.repository.ts',
    'server/modules/orders/orders.tickets.ts',
    '!**/*.test.ts',
    '!**/*.testkit.ts',
    '!**/*.fixtures.ts',
    // i18n message tables: a mutated text is a typo, not a rule
    '!src/domain/**/messages.ts',
    '!src/domain/shipping/bookingMessages.ts',
    // types only: nothing to mutate
    '!src/domain/information.ts',
    '!src/domain/staff/shipping.ts',
    '!src/domain/staff/content.ts',
    '!src/domain/shipping/cargoTypes.ts',
    '!src/domain/shipping/types.ts',
    '!src/domain/shipping/import/types.ts',
  ],
  // the two cores are shared: one test runner
  concurrency: 1,
  coverageAnalysis: 'perTest',
  // A mutant in code that runs only while a module loads (a yup schema, a table built at the top
  // level) cannot be traced to a test, so Stryker would run every test, after a reload, for each:
  // 40 % of the domain's mutants and some 190 hours on one core. They are left out (reported as
  // ignored); the tests of those schemas and tables still run on every mutant that reaches them.
  ignoreStatic: true,
  incremental: true,
  // scripts/mutate.mjs gives each group its own file and report
  incrementalFile: 'reports/stryker/incremental.json',
  reporters: ['json', 'clear-text', 'progress'],
  jsonReporter: { fileName: 'reports/stryker/mutation.json' },
  thresholds: { high: 90, low: 85, break: 85 },
  // built output, databases and reports are not needed in the sandbox
  ignorePatterns: ['dist', 'data', '.data-test', '.stryker-tmp*', 'test-results', 'playwright-report', '.test-reports', '.bench', 'visualizations'],
  timeoutMS: 10000,
  tempDirName: '.stryker-tmp',
  cleanTempDir: true,
};
