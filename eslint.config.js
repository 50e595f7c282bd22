// The project's written rules (ARCHITECTURE.md, README "Layout"), checked by tools: `npm run lint`.
// Findings that predate a rule live in eslint-suppressions.json (ESLint's bulk suppressions) and
// may only shrink: `npm run lint` fails on any new one, and `npm run lint:prune` drops fixed ones.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

/**
 * The rooms of the tree. Order matters: a file belongs to the first pattern it matches, so the
 * narrower rooms (test support, the console's services) come before the wider ones.
 */
const elements = [
  { type: 'test-support', pattern: ['**/testing/**', 'server/test/**', 'src/test/**', 'tests/**'] },
  { type: 'domain', pattern: 'src/domain/**' },
  { type: 'charts', pattern: 'src/machines/**' },
  { type: 'services', pattern: ['src/services/**', 'src/admin/services/**'] },
  { type: 'i18n', pattern: ['src/i18n/**', 'src/admin/i18n/**'] },
  // What both sites show: form fields, tables, pagers.
  { type: 'ui', pattern: 'src/ui/**' },
  { type: 'views', pattern: 'src/views/**' },
  { type: 'console', pattern: 'src/admin/**' },
  { type: 'app', pattern: ['src/app/**', 'src/*'] },
  { type: 'db', pattern: 'server/db/**' },
  { type: 'server-modules', pattern: 'server/modules/**' },
  { type: 'server-lib', pattern: 'server/lib/**' },
  { type: 'server-security', pattern: 'server/security/**' },
  { type: 'server-ops', pattern: 'server/ops/**' },
  { type: 'server', pattern: 'server/*' },
  { type: 'scripts', pattern: 'scripts/**' },
].map((element) => ({ ...element, partialMatch: false }));

/**
 * Files whose name says their job, whatever room they sit in: a chart's actors (the only chart
 * files that reach services), the entries that set services up once, and test support, which
 * production files never import.
 */
const files = [
  { category: 'actors', pattern: '**/*.actors.ts' },
  // consoleHttp.ts: the console's set-up of the one HTTP client, run once by its main.tsx;
  // consoleServices.ts: the calls its screens take from context (src/app/customerServices.ts is the customer's)
  {
    category: 'entry',
    pattern: [
      'src/main.tsx',
      'src/admin/main.tsx',
      'src/admin/ConsoleApp.tsx',
      'src/admin/ConsoleContext.tsx',
      'src/admin/consoleHttp.ts',
      'src/admin/consoleServices.ts',
    ],
  },
  { category: 'test-support', pattern: ['**/*.testkit.ts', '**/*.fixtures.ts', '**/*.cases.ts'] },
];

const CLIENT = ['domain', 'charts', 'services', 'i18n', 'ui', 'views', 'console', 'app'];
const SERVER = ['db', 'server-lib', 'server-modules', 'server-security', 'server', 'server-ops'];

/**
 * Who may import whom: anything not allowed here is refused. Test files (*.test.ts) may import
 * anything; production files may not import test support (testkits, fixtures, harnesses).
 */
const allowed = [
  { from: 'domain', allow: ['domain'] },
  // A chart may name the catalogue's types (the language chart holds one), never load it.
  { from: 'charts', allow: ['domain', 'charts', 'i18n'] },
  { from: 'services', allow: ['domain', 'services'] },
  { from: 'i18n', allow: ['domain', 'i18n'] },
  { from: 'ui', allow: ['domain', 'i18n', 'ui'] },
  { from: 'views', allow: ['domain', 'charts', 'i18n', 'ui', 'views', 'app'] },
  { from: 'console', allow: ['domain', 'charts', 'i18n', 'ui', 'views', 'console', 'app'] },
  { from: 'app', allow: ['domain', 'charts', 'services', 'i18n', 'ui', 'views', 'app'] },
  { from: 'db', allow: ['domain', 'db', 'server-lib'] },
  { from: 'server-lib', allow: ['domain', 'charts', 'db', 'server-lib'] },
  { from: 'server-security', allow: ['domain', 'db', 'server-lib', 'server-security', 'server-modules'] },
  { from: 'server-modules', allow: ['domain', 'charts', 'db', 'server-lib', 'server-modules', 'server-security', 'server'] },
  { from: 'server', allow: ['domain', 'charts', ...SERVER] },
  { from: 'server-ops', allow: ['domain', ...SERVER] },
  { from: 'test-support', allow: [...CLIENT, ...SERVER, 'test-support', 'scripts'] },
  { from: 'scripts', allow: [...CLIENT, ...SERVER, 'test-support', 'scripts'] },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-server/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
      'coverage/**',
      'docs/diagrams/**',
      'server/db/migrations/**',
      // Stryker's sandbox copy of the tree and its reports (npm run mutate)
      '.stryker-tmp/**',
      'reports/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // `typeof import('…')` is how vi.importActual is typed.
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[regex.pattern=/0-9a-f\\]\\{8\\}/i]', message: 'A UUID pattern: use isUuid from src/domain/ids.ts (one rule in one place).' },
      ],
    },
  },
  // Playwright reads a fixture's needs from its destructured first parameter: `{}` is how one says none.
  { files: ['tests/e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  // The one place the UUID pattern is written.
  { files: ['src/domain/ids.ts'], rules: { 'no-restricted-syntax': 'off' } },
  // SQL lives in *.repository.ts: services, lifecycles and sweeps pass `tx` to repositories (server/test/sqlOutsideRepositories.ts counts).
  {
    files: ['server/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[regex.pattern=/0-9a-f\\]\\{8\\}/i]', message: 'A UUID pattern: use isUuid from src/domain/ids.ts (one rule in one place).' },
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(db|tx|trx)$/][callee.property.name=/^(select|selectDistinct|insert|update|delete|execute|\\$with)$/]",
          message: 'SQL lives in *.repository.ts',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'SQL lives in *.repository.ts' },
        { selector: "CallExpression[callee.type='MemberExpression'][callee.object.name='sql']", message: 'SQL lives in *.repository.ts' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'boundaries/files': files,
      'boundaries/include': ['src/**', 'server/**', 'tests/**', 'scripts/**'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            ...allowed.map(({ from, allow }) => ({ from: { element: { type: from } }, allow: { to: { element: { types: { anyOf: allow } } } } })),
            { from: { file: { categories: 'actors' } }, allow: { to: { element: { type: 'services' } } } },
            { from: { file: { categories: 'entry' } }, allow: { to: { element: { types: { anyOf: CLIENT } } } } },
            // Later policies win: test support is refused to production files, then given back to test support itself.
            { disallow: { to: { file: { categories: 'test-support' } } } },
            {
              from: { file: { categories: 'test-support' } },
              allow: { to: { element: { types: { anyOf: [...CLIENT, ...SERVER, 'test-support', 'scripts'] } } } },
            },
            { from: { file: { categories: 'test-support' } }, allow: { to: { file: { categories: 'test-support' } } } },
            { from: { element: { type: 'test-support' } }, allow: { to: { file: { categories: 'test-support' } } } },
            // Packages are the stack's business (package.json), not the layout's.
            { allow: { to: { module: { origin: 'external' } } } },
            { allow: { to: { module: { origin: 'core' } } } },
          ],
        },
      ],
      // Type-only imports are erased: a cycle through them costs nothing at run time.
      // A lazy route table and its pages name each other through import(): loaded apart, never a cycle at start.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  prettier,
);
