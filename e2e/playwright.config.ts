import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, testBrowserPath } from '../tools/testing/chromium.ts';
import { phoneViewport } from './viewports.ts';

// End-to-end tests run against the prerendered offline demo (dist-demo, every /api call answered by
// MSW in the browser), served as `npm run serve:prod` serves a build (each route's own HTML, 404.html
// for unknown paths). `npm run build:demo` must have run first (npm test does); E2E_STATIC_DIR
// points at another build folder.
const port = Number(process.env.E2E_PORT ?? 4391);
const staticDir = process.env.E2E_STATIC_DIR ?? 'dist-demo';

export default defineConfig({
  testDir: '.',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The page at rest: the concierge's pulsing dot and the fades keep Chromium drawing, and a
    // fading card caught by axe fails contrast. Tests of motion ask for `no-preference` themselves.
    reducedMotion: 'reduce',
    launchOptions: { executablePath: testBrowserPath(), args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    { name: 'mobile', use: { viewport: phoneViewport, isMobile: true, hasTouch: true }, testMatch: /mobile\.spec\.ts/ },
  ],
  webServer: {
    command: `node tools/build/serve-static.ts ${staticDir} --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    cwd: '..',
  },
});
