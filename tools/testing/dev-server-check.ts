// `npm run test:dev-server`: the README's first command, `npm start`, as a designer or salesperson
// runs it: Vite's dev server in mock mode. Starts it on DEV_CHECK_PORT (default 4517, loopback),
// opens the site in headless Chromium and goes to every page (two opened directly, the others in the
// open page, as a click would) and checks: the page renders its one h1 (and hydrates, where opened
// directly), no script error or console error, and on / the Mock API panel shows and /api/stats/live is answered
// by MSW in the browser. The builds and e2e cover the demo and production bundles, not this mode.
import { spawn } from 'node:child_process';
import { chromium, type Page } from 'playwright';
import { pagePaths } from '../../src/app/sitePaths.ts';
import { buildPath, contract } from '../../src/contract/index.ts';
import { checkList } from './check-list.ts';
import { chromiumArgs, testBrowserPath } from './chromium.ts';
import { isHydrated } from './hydration.ts';
import { repoRoot, waitForOk } from '../../server/test/harness.ts';

const port = Number(process.env.DEV_CHECK_PORT ?? 4517);
const base = `http://127.0.0.1:${port}`;
const { check, failures } = checkList();

const server = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
  cwd: repoRoot,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let serverLog = '';
server.stdout.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
const stopServer = () => {
  if (server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};

/**
 * Waits until the page has hydrated, shows its one h1 and MSW has started (the mock panel mounts
 * then). MSW's own worker reloads a page that loads while it is unregistering itself, which it does
 * when its last page closes (a full-page navigation in dev); a wait cut short by a reload starts again.
 */
async function settled(page: Page): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const outcome = await page
      .waitForFunction(isHydrated, false, { timeout: 30_000 })
      .then(() => page.locator('[data-mock-panel]').waitFor({ timeout: 30_000 }))
      .then(() => page.locator('h1').first().waitFor({ timeout: 30_000 }))
      .then(() => page.locator('h1').count())
      .then(
        (headings) => (headings === 1 ? 'settled' : 'failed'),
        (error: Error) => (/context was destroyed|navigat/i.test(error.message) ? 'reloaded' : 'failed'),
      );
    if (outcome !== 'reloaded') return outcome === 'settled';
  }
  return false;
}

/** Moves the open page to `url` in the router (no reload): its title changes, then one h1 shows. */
async function navigated(page: Page, url: string): Promise<boolean> {
  const before = await page.title();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, url);
  return page
    .waitForFunction(([to, title]) => location.pathname === to && document.title !== title, [url, before] as const, { timeout: 30_000 })
    .then(() => page.locator('h1').first().waitFor({ timeout: 30_000 }))
    .then(async () => (await page.locator('h1').count()) === 1)
    .catch(() => false);
}

const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
try {
  await waitForOk(`${base}/`, 60_000, () => (server.exitCode === null ? undefined : `npm start exited (${server.exitCode}):\n${serverLog}`));
  console.log(`dev server check: npm start answering at ${base} (pid ${server.pid})`);
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`HTTP ${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console error: ${message.text().slice(0, 300)}`);
  });

  page.setDefaultTimeout(60_000);
  const statsPath = buildPath(contract['stats.live']);
  const stats = page
    .waitForResponse((r) => new URL(r.url()).pathname === statsPath, { timeout: 60_000 })
    .catch(() => undefined);
  await page.goto(`${base}/`, { waitUntil: 'commit' });
  check(await settled(page), `/: hydrates with its one h1 and the mock API started${errors.length ? `: ${errors.join(' | ')}` : ''}`);
  const statsAnswer = await stats;
  check(statsAnswer?.status() === 200, `/: ${statsPath} answered by the mocks (${statsAnswer?.status() ?? 'no request'})`);
  const panel = page.getByRole('complementary', { name: 'Mock API controls' });
  check(await panel.waitFor({ timeout: 30_000 }).then(() => true, () => false), '/: the Mock API panel shows');

  // Each page is reached as a designer clicking around reaches it: the router moves to it in the page
  // already open (a popstate after pushState, as the Back button would), so its route module is
  // transformed and rendered without reloading the hundreds of unbundled modules and MSW each time.
  // Pages opened directly, as from a bookmark, load in full and hydrate.
  const openedDirectly = new Set(['/book-call', pagePaths().find((url) => url.startsWith('/article/'))]);
  for (const url of pagePaths().filter((url) => url !== '/')) {
    errors.length = 0;
    let rendered: boolean;
    if (openedDirectly.has(url)) {
      // The first visit of a page transforms its modules on demand: wait for its heading, not `load`.
      await page.goto(`${base}${url}`, { waitUntil: 'commit' });
      rendered = await settled(page);
    } else {
      rendered = await navigated(page, url);
    }
    const how = openedDirectly.has(url) ? 'opened directly, hydrates' : 'reached in the page, renders';
    check(rendered && errors.length === 0, `${url}: ${how} with its one h1, no error${errors.length ? `: ${errors.join(' | ')}` : ''}`);
    if (failures.length >= 3) break; // the same fault on every page: three say enough
  }
} catch (error) {
  check(false, String(error));
} finally {
  await browser.close();
  stopServer();
}
if (failures.length) console.log(`\nnpm start printed:\n${serverLog}`);

console.log(failures.length ? `\ndev server check: ${failures.length} failed` : `\ndev server check: all passed`);
process.exit(failures.length ? 1 : 0);
