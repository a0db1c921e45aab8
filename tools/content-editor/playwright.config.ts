import { defineConfig } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from '../testing/chromium.ts';

// `npm run test:content-editor`: the browser editor (tools/content-editor/editor.ts) on a temporary copy
// of the content folder; the test starts and stops the editor itself (tools/content-editor/editor.e2e.ts).
export default defineConfig({
  testDir: '.',
  testMatch: /editor\.e2e\.ts$/,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  // Decap's one-file bundle (5 MB) is parsed before the editor shows anything.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    viewport: { width: 1280, height: 900 },
    trace: 'off',
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
});
