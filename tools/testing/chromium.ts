// One place that knows where Chromium is and how it must be started on these machines.
// Tools here may not download browsers, so Vitest browser mode and Playwright both use Debian's.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/**
 * The full browser: the story tests (their baselines are its pictures), Lighthouse and the design
 * screenshots. CHROME_PATH overrides it.
 */
export function findChromium(): string | undefined {
  const override = process.env.CHROME_PATH;
  if (override) return existsSync(override) ? override : undefined;
  return candidates.find((path) => existsSync(path));
}

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'Chromium not found. Run `node tools/testing/ensure-chromium.ts` (installs Debian chromium) or set CHROME_PATH.',
    );
  }
  return path;
}

/**
 * The browser the e2e suite and the served-site check drive: Debian's chromium-headless-shell, the
 * same Chromium build without the desktop browser around it (ADR 0062: e2e took 260 instead of 356
 * processor-seconds). TEST_CHROME_PATH overrides it.
 */
export const headlessShellPath = '/usr/bin/chromium-headless-shell';

export function findTestBrowser(): string | undefined {
  const path = process.env.TEST_CHROME_PATH ?? headlessShellPath;
  return existsSync(path) ? path : undefined;
}

export function testBrowserPath(): string {
  const path = findTestBrowser();
  if (!path) {
    throw new Error(
      `${process.env.TEST_CHROME_PATH ?? headlessShellPath} not found. Run \`node tools/testing/ensure-chromium.ts\` (installs Debian's chromium and chromium-headless-shell) or set TEST_CHROME_PATH.`,
    );
  }
  return path;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
