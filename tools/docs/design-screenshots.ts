// `npm run design:screenshots`: the pictures of docs/design.md. Serves the offline demo build
// (dist-demo; `npm run build:demo` first) on 127.0.0.1, opens each view in Chromium at 1440 and
// 390 px with the mock API answering at once, and writes docs/design/<view>-<width>.jpg.
// A picture for people, not a test: run it after an intended visual change and commit the files
// (DESIGN_OUT_DIR writes them elsewhere, DESIGN_PORT picks the port).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { openAndHydrate } from '../../e2e/fixtures.ts';
import { latencyStorageKey } from '../../mocks/config.ts';
import { panelNodeId } from '../../mocks/panel/panelCopy.ts';
import { chromiumArgs, chromiumPath } from '../testing/chromium.ts';
import { waitForOk } from '../../server/test/harness.ts';

const port = Number(process.env.DESIGN_PORT ?? 4398);
const base = `http://127.0.0.1:${port}`;
const outDir = path.resolve('docs/design');
const widths = [1440, 390] as const;
const outDirFor = process.env.DESIGN_OUT_DIR ? path.resolve(process.env.DESIGN_OUT_DIR) : outDir;

const views: { name: string; url: string; show?: (page: Page) => Promise<void> }[] = [
  { name: 'home', url: '/' },
  { name: 'pricing', url: '/pricing' },
  {
    name: 'roi-result',
    url: '/solutions',
    show: async (page) => {
      const chart = page.getByRole('figure', { name: 'Savings over the first year' });
      await page.getByTestId('roi-total').filter({ hasNotText: '$0' }).waitFor();
      await chart.scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -280));
    },
  },
  {
    name: 'case-study',
    url: '/case-studies',
    show: async (page) => {
      await page.getByRole('button', { name: 'View Full Case Study: Northwind Logistics' }).click();
      await page.getByRole('dialog').waitFor();
    },
  },
  {
    name: 'concierge',
    url: '/pricing',
    show: async (page) => {
      await page.getByRole('button', { name: 'Talk to AI Concierge' }).click();
      const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
      await dialog.waitFor();
      await dialog.getByRole('textbox').fill('What does the Mid-Market plan cost?');
      await dialog.getByRole('textbox').press('Enter');
      await dialog.getByText(/\$/).first().waitFor();
    },
  },
];

const server = spawn(process.execPath, ['tools/build/serve-static.ts', 'dist-demo', '--port', String(port)], { stdio: 'inherit' });
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
try {
  await waitForOk(`${base}/`, 10_000);
  mkdirSync(outDirFor, { recursive: true });
  for (const width of widths) {
    for (const view of views) {
      const context = await browser.newContext({ viewport: { width, height: width > 500 ? 900 : 844 }, reducedMotion: 'reduce' });
      await context.addInitScript((key) => sessionStorage.setItem(key, 'instant'), latencyStorageKey);
      const page = await context.newPage();
      await page.goto(`${base}${view.url}`);
      await openAndHydrate(page, view.url);
      await page.waitForLoadState('networkidle');
      // The mock panel's node mounts once the demo's worker has started, which a fresh context waits for
      // (ADR 0038); the demo opens in presenter view, so it stays empty and out of the picture.
      await page.locator(`#${panelNodeId}`).waitFor({ state: 'attached', timeout: 60_000 });
      await view.show?.(page);
      const file = path.join(outDirFor, `${view.name}-${width}.jpg`);
      await page.screenshot({ path: file, type: 'jpeg', quality: 70 });
      console.log(`design: ${path.relative(process.cwd(), file)}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.kill();
}
