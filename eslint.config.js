// Import boundaries keep the four audiences apart: the app (visitors), mocks (designers, demos),
// the reference server (backend teams) and the tests. See docs/adr/0002-import-boundaries.md and
// docs/adr/0015-import-zones.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import regexp from 'eslint-plugin-regexp';
import boundaries from 'eslint-plugin-boundaries';

const ui = ['**/components/**', '**/boot/**', '**/shell/**', '**/pages/**', '**/features/**', '**/app/**', '**/design/**', '**/api/**'];
const uiLibs = ['react', 'react-dom', 'react-dom/*', 'react-router-dom', 'react-aria-components', 'react-aria-components/*', '@tanstack/react-query', '@vanilla-extract/*'];
const mockLibs = ['msw', 'msw/*', '@msw/data', 'json-server'];

const ariaRoot = {
  name: 'react-aria-components',
  message: "Import by component subpath ('react-aria-components/Button') so one page's controls stay out of another's chunk.",
};

/** no-restricted-imports with the aria rule always included. */
const restrict = (patterns, message) => ({
  'no-restricted-imports': ['error', { paths: [ariaRoot], patterns: patterns.length ? [{ group: patterns, message }] : [] }],
});

// Import zones (ADR 0015): pages -> features -> components -> design, one feature never imports
// another, and nothing imports upward. Files inside one element (one feature folder, say) import
// each other freely; the rule checks the arrows between elements.
const zones = [
  { type: 'shell', pattern: 'src/shell' },
  { type: 'pages', pattern: 'src/pages' },
  // Helpers of the page routes: meta, route table, route parameters, structured data, query client.
  { type: 'app', pattern: 'src/app' },
  { type: 'feature', pattern: 'src/features/*', capture: ['feature'] },
  { type: 'components', pattern: 'src/components' },
  // How a prerendered page boots: hydration in parts, code fetched on demand, inline scripts
  // (docs/boot.md). Beside the kit, below it: pages, features, the shell and the kit use it; it
  // imports none of them.
  { type: 'boot', pattern: 'src/boot' },
  { type: 'design', pattern: 'src/design' },
  { type: 'api', pattern: 'src/api' },
  // The content folder's loader (Node and the build only): checks links against the route table.
  { type: 'content-build', pattern: 'src/content/build' },
  { type: 'content', pattern: 'src/content' },
  { type: 'contract', pattern: 'src/contract' },
  { type: 'domain', pattern: 'src/domain' },
  { type: 'config', pattern: 'src/config' },
  // The composition root: what is left directly in src/ (root.tsx, routes.ts, the entries).
  { type: 'root', pattern: 'src' },
  { type: 'mock-panel', pattern: 'mocks/panel' },
  { type: 'mocks', pattern: 'mocks' },
  // The server's own checks, harnesses and benchmarks, and the concierge's evaluation: they drive the
  // server as its clients do, so they may also use the contract kit's samples and the page table.
  { type: 'server-checks', pattern: 'server/test' },
  { type: 'server-checks', pattern: 'server/concierge/eval' },
  { type: 'server', pattern: 'server' },
  // The kit's own tools (its bundle, the planted-bug table, a server written from the document alone):
  // they run the kit against servers, the reference server's harness included.
  { type: 'contract-kit-tools', pattern: 'contract-tests/tools' },
  { type: 'contract-tests', pattern: 'contract-tests' },
];
// The router the stories render (src/app/pageRoutes.tsx) lays the shell and the pages out, like the root.
const routerFiles = [{ category: 'router', pattern: 'src/app/pageRoutes.tsx' }];
const shared = ['contract', 'domain', 'config'];
/** Each zone and the zones it may import (besides itself). */
const mayImport = {
  // startMocking.ts loads the mocks in mock mode, through its one dynamic import (see below).
  root: ['shell', 'pages', 'app', 'feature', 'components', 'boot', 'design', 'api', 'content', 'mocks', ...shared],
  shell: ['app', 'feature', 'components', 'boot', 'design', 'api', 'content', ...shared],
  pages: ['shell', 'app', 'feature', 'components', 'boot', 'design', 'api', 'content', ...shared],
  app: ['api', 'content', ...shared],
  feature: ['components', 'boot', 'design', 'api', 'content', ...shared],
  components: ['boot', 'design', 'api', 'content', ...shared],
  boot: ['design', ...shared],
  design: [],
  api: shared,
  content: ['components', 'content-build', ...shared],
  'content-build': ['app', 'content', ...shared],
  contract: shared,
  domain: shared,
  config: shared,
  'mock-panel': ['mocks', ...shared],
  mocks: ['mock-panel', ...shared],
  server: shared,
  'server-checks': ['server-checks', 'server', 'contract-tests', 'app', ...shared],
  // Without a base URL the suite runs against the in-process mocks.
  'contract-tests': ['mocks', ...shared],
  'contract-kit-tools': ['contract-tests', 'server-checks', 'server', ...shared],
};

export default tseslint.config(
  { ignores: ['dist', 'dist-demo', 'dist-storybook', 'dist-contract', '.react-router', '.react-router-build', 'node_modules', 'server/data', 'test-results', 'playwright-report', '!.storybook'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      ...restrict([], ''),
    },
  },
  {
    // No pattern may backtrack super-linearly: one crafted input would stop the server (issue 12).
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },
  {
    files: ['**/*.tsx', 'src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // App code: never mocks, server or tests; the one dynamic import of mocks lives in src/startMocking.ts.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      ...restrict(['**/mocks/**', '**/server/**', '**/contract-tests/**', '**/e2e/**', '**/stories/**', ...mockLibs], 'App code must not import mocks, the server or tests (mock mode loads mocks through one dynamic import in src/startMocking.ts).'),
      'no-restricted-syntax': ['error', { selector: "ImportExpression[source.value=/mocks/]", message: 'Only src/startMocking.ts may load the mocks, dynamically, in mock mode.' }],
    },
  },
  {
    // zod stays out of the pages' JavaScript: app code takes values from the zod-free contract modules
    // (options, formats, limits, pathTemplate) and only types from the rest; the browser's call table is
    // generated into src/api/callTable.ts (ADR 0023). The /docs page renders the
    // schemas themselves, so it may load them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/contract/**', 'src/domain/**', 'src/config/**', 'src/features/docs/**', 'src/pages/DocsPage.tsx', 'src/**/*.test.{ts,tsx}', 'src/content/schema/**', 'src/content/build/**', 'src/content/loaded/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', '**/contract/index*', '**/contract/contract*', '**/contract/calls/*', '**/contract/fields*', '**/contract/validate*', '**/contract/errors*', '**/contract/paths*', '**/contract/openapi*', '**/content/schema/*', '**/content/build/*'],
              allowTypeImports: true,
              message: 'Keep zod out of page chunks: import values from contract/options, formats, limits or pathTemplate (types from anywhere).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/startMocking.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // The contract, the business logic and the site config are shared with mocks and the server: no UI, no mocks.
    files: ['src/contract/**/*.ts', 'src/domain/**/*.ts', 'src/config/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: restrict([...ui, ...uiLibs, '**/mocks/**', '**/server/**', ...mockLibs], 'The contract, domain logic and config are shared by app, mocks and server: they import only each other and zod.'),
  },
  {
    files: ['mocks/**/*.ts'],
    ignores: ['mocks/panel/**', 'mocks/**/*.test.ts'],
    rules: restrict([...ui, ...uiLibs, '**/server/**', '**/contract-tests/**', '**/stories/**'], 'Mocks import the contract, the domain logic and the config, never UI.'),
  },
  {
    // The mock control panel is its own small UI, built only into mock builds; it still never imports the app's UI.
    files: ['mocks/panel/**/*.{ts,tsx}'],
    rules: restrict([...ui, '**/server/**', '**/contract-tests/**', '**/stories/**'], 'The mock panel must not import the app UI.'),
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/test/**', 'server/concierge/eval/**'],
    rules: restrict([...ui, ...uiLibs, '**/mocks/**', '**/contract-tests/**', '**/stories/**', 'msw', 'msw/*', '@msw/data'], 'The server imports the contract and the domain logic, never UI or mocks.'),
  },
  {
    files: ['contract-tests/**/*.ts'],
    ignores: ['contract-tests/tools/**'],
    rules: restrict([...ui, ...uiLibs, '**/server/**', '**/stories/**'], 'Contract tests speak HTTP through the contract; they never import UI or the server.'),
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}', 'server/**/*.ts', 'contract-tests/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': zones,
      'boundaries/files': routerFiles,
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message: 'Import zones (ADR 0015): {{from.type}} may not import {{to.type}} (pages -> features -> components -> design; one feature never imports another; nothing imports upward). Move the shared piece down instead.',
          policies: [
            ...Object.entries(mayImport).map(([zone, targets]) => ({
              from: { element: { type: zone } },
              allow: { to: { element: { type: targets } } },
            })),
            { from: { file: { categories: 'router' } }, allow: { to: { element: { type: ['shell', 'pages'] } } } },
          ],
        },
      ],
    },
  },
  {
    // The unit project shares one module graph between files (vite.config.ts): a module replaced by
    // vi.mock would stay replaced for the files after it.
    files: ['**/*.test.{ts,tsx}'],
    ignores: ['**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock)$/]",
          message: 'A test that replaces a module runs in a module graph of its own: name its file *.isolated.test.ts (the unit-isolated project).',
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
);
