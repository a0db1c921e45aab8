import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv } from 'vite';
import { configDefaults } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { reactRouter } from '@react-router/dev/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { mswWorker } from './mocks/worker-plugin.ts';
import reactRouterConfig from './react-router.config.ts';
import { builtIslandsScript, builtStylesheet } from './tools/build/vite/built-manifest.ts';
import { ISLANDS_ENTRIES, islandsBuildDir } from './tools/build/vite/islands.config.ts';
import { chromiumArgs, findChromium } from './tools/testing/chromium.ts';
import { codeSplitting } from './tools/build/vite/code-splitting.ts';
import { contentCollections } from './tools/build/vite/content-plugin.ts';
import { compileHintPlugin } from './tools/build/vite/compile-hint.ts';
import { reactRouterProductionFiles } from './tools/build/vite/react-router-production.ts';
import { siteLocale } from './src/config/locale.ts';
import { toMatchScreenshot, visualCommands } from './.storybook/visual-config.ts';

const root = path.dirname(fileURLToPath(import.meta.url));

// The unit projects: Node, every *.test.* of these folders. A hang guard, not a speed check: npm test
// runs them beside the story and e2e suites, and the whole-suite tests (contract suite against the
// mock, ESLint's API) take seconds there, in a test or in the beforeAll that runs the suite once for a
// file's tests (a clean-clone run saw broken-handlers.unit.test.ts's beforeAll pass the 10 s default).
const unitTests: { environment: 'node'; testTimeout: number; hookTimeout: number; include: string[] } = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 30_000,
  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.ts', 'server/**/*.test.ts', 'tools/**/*.test.ts', 'stories/**/*.test.ts', 'contract-tests/**/*.unit.test.ts'],
};
/** Unit test files that replace a module with vi.mock: each gets a module graph of its own. */
const isolatedTests = '**/*.isolated.test.{ts,tsx}';

// Modes: development (mock, default for `npm start`), demo (static offline build, mock),
// production (real API, no mock code), server (dev server proxying /api to the reference server).
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, '');
  const mocking = env.VITE_API_MOCKING === 'true' || mode === 'test';
  // The site (dev server, builds) runs in React Router's framework mode; Vitest and Storybook render
  // components on their own and keep the plain React plugin.
  const frameworkMode = !process.env.VITEST && !process.env.STORYBOOK;
  // `npm run build` / `build:demo` (tools/build/build-site.ts) move the client output to dist/ or dist-demo/.
  return {
    // The site speaks one locale (ADR 0027): react-aria's strings for the 33 others stay out of the build.
    plugins: [
      ...(frameworkMode ? [reactRouter(), optimizeLocales.vite({ locales: [siteLocale] })] : [react()]),
      contentCollections(),
      vanillaExtractPlugin(),
      mswWorker(mocking),
      reactRouterProductionFiles(root),
      compileHintPlugin(),
      builtStylesheet(() => path.resolve(root, reactRouterConfig.buildDirectory ?? 'build', 'client')),
      builtIslandsScript(islandsBuildDir, ISLANDS_ENTRIES),
    ],
    // SITE_URL (canonical and Open Graph URLs) is read at build time, as are the VITE_ settings.
    envPrefix: ['VITE_', 'SITE_URL'],
    // One stylesheet for the whole site: a page then waits for one CSS request, not fifteen.
    // Fonts are never inlined as data: URLs: the CSP allows fonts only from 'self' (ADR 0059).
    // The framework and the shell are one file each (tools/build/vite/code-splitting.ts). A lazy import asks
    // for all of its part's files at once (Vite's preload helper), not one level of imports per round
    // trip (ADR 0054); every browser the site supports has modulepreload, so no polyfill. Sizeable
    // chunks start with V8's compile hint (tools/build/vite/compile-hint.ts, ADR 0029).
    build: {
      sourcemap: process.env.BUILD_SOURCEMAP === 'true',
      modulePreload: { polyfill: false },
      cssCodeSplit: false,
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
      rolldownOptions: { output: { codeSplitting: codeSplitting() } },
    },
    server: {
      host: '127.0.0.1',
      // A build beside `npm start` (npm test's content-editor check, a developer's `npm run build`)
      // writes its output in the repository; watching it reloaded every open page mid-hydration.
      watch: {
        ignored: ['**/.react-router/**', '**/.react-router-build/**', '**/dist/**', '**/dist-demo/**', '**/dist-storybook/**', '**/test-logs/**', '**/test-results/**', '**/.vitest/**', '**/server/data/**', '**/exports/**'],
      },
      proxy:
        mode === 'server'
          ? { '/api': { target: env.API_PROXY_TARGET ?? 'http://127.0.0.1:3001', changeOrigin: false } }
          : undefined,
    },
    preview: { host: '127.0.0.1' },
    // Pre-bundled up front so a story run never re-optimises (and reloads) half way through.
    optimizeDeps: {
      include: [
        '@vanilla-extract/recipes/createRuntimeFn',
        'react-dom/client',
        'react-router-dom',
        '@tanstack/react-query',
        'msw-storybook-addon/csf3',
        '@internationalized/date',
        '@msw/data',
        'zod',
        'msw',
        'msw/browser',
        'react-markdown',
        'remark-gfm',
        'web-vitals',
        'react-aria-components',
        ...[
          'Button', 'Link', 'Toast', 'Sheet', 'TextField', 'TextArea', 'Select', 'ListBox', 'Popover', 'Checkbox',
          'Slider', 'Dialog', 'Modal', 'Disclosure', 'DisclosureGroup', 'DatePicker', 'Calendar', 'DateField',
          'Heading', 'ProgressBar', 'Label', 'Text', 'FieldError', 'Group', 'Input', 'RadioGroup', 'Form',
          'VisuallyHidden', 'composeRenderProps', 'Meter', 'Separator', 'ToggleButton',
        ].map((name) => `react-aria-components/${name}`),
      ],
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            ...unitTests,
            name: 'unit',
            // One module graph per worker, not one per file: the files' own imports (the contract,
            // react-aria, msw) were most of the run. A file that replaces a module (vi.mock) would
            // replace it for the files after it, so it is named *.isolated.test.* and runs below
            // (eslint.config.js refuses vi.mock elsewhere).
            isolate: false,
            exclude: [...configDefaults.exclude, isolatedTests],
          },
        },
        {
          extends: true,
          test: { ...unitTests, name: 'unit-isolated', include: [isolatedTests] },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
          test: {
            name: 'storybook',
            // A hang guard, not a speed check. Under npm test (three suites at once on two cores) a
            // form story that types four fields and captures two widths took up to 25 s, and a CI run
            // timed two Booking stories out at 30 s; alone they take 3-7 s.
            testTimeout: 60_000,
            // Two story files at a time, each worker keeping its page and loaded modules from one file
            // to the next (isolate: false): alone, with every story pictured, 190 s instead of 229 s
            // (ADR 0062). The preview's beforeEach empties the site's module stores for
            // every story. Under that load Chromium once left a fixed element out of a capture after a
            // resize; the visual check repaints fixed elements first (ADR 0061).
            maxWorkers: 2,
            isolate: false,
            // Visual regression of every story at 1440 and 390 px (docs/design.md 'Visual regression').
            setupFiles: ['./.storybook/visual-regression.ts'],
            // toMatchScreenshot writes baselines and diffs (the server listens on 127.0.0.1 only).
            api: { allowWrite: true },
            browser: {
              enabled: true,
              headless: true,
              provider: playwright({
                launchOptions: { executablePath: findChromium(), args: chromiumArgs },
                // The same picture on every machine: one time zone and locale, scale 1.
                contextOptions: { timezoneId: 'UTC', locale: 'en-US', deviceScaleFactor: 1 },
              }),
              instances: [{ browser: 'chromium' }],
              expect: { toMatchScreenshot },
              commands: visualCommands,
            },
          },
        },
      ],
    },
  };
});
