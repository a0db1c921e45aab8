// One place that knows where Chromium is and how it must be started on these machines.
// Tools here may not download browsers, so Vitest browser mode and Playwright both use this.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium(): string | undefined {
  const override = process.env.CHROME_PATH;
  if (override) return existsSync(override) ? override : undefined;
  return candidates.find((path) => existsSync(path));
}

export function chromiumPath(): string {
  const path = findChromium();
  if (!path) {
    throw new Error(
      'Chromium not found. Run `node scripts/ensure-chromium.ts` (installs Debian chromium) or set CHROME_PATH.',
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
