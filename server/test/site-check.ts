// `npm run test:server-site`: the production build as visitors get it from the reference server
// (`npm run serve:prod`). Serves STATIC_DIR (default dist/, build it first) on a free loopback port,
// opens every route in headless Chromium and checks: the page renders, no Content-Security-Policy
// violation and no script error, the document carries the security headers, hashed assets are
// cacheable and start with V8's compile hint, each page arrives prerendered with its h1, unknown
// paths answer 404 with the prerendered 404 page, and the page can call /api under connect-src 'self'.
// Every prerendered file is served byte for byte as built, the same on each request, under the CSP
// `_headers` gives its page (hashes, no nonce: ADR 0039); `/x/index.html` redirects to `/x`.
// The browser check is not part of test:server (it needs a build and Chromium).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright';
import { buildPath, contract } from '../../src/contract/index.ts';
import { redirects, redirectTarget, pageTable, sampleUrl } from '../../src/app/pageTable.ts';
import { checkList } from '../../tools/testing/check-list.ts';
import { compileHint, hintedChunkMinLength } from '../../tools/build/vite/compile-hint.ts';
import { chromiumArgs, testBrowserPath } from '../../tools/testing/chromium.ts';
import { isHydrated } from '../../tools/testing/hydration.ts';
import { initialScripts, stylesheetAfterScripts } from '../../tools/build/prerendered.ts';
import { httpRequest, repoRoot, startServerProcess, tempDataFile } from './harness.ts';
import { HEADERS_FILE, headersFor, NOT_FOUND_DOCUMENT, parseHeadersFile } from '../http/static-site.ts';
import { htmlFiles, pagePaths } from '../../tools/build/write-headers.ts';

const staticDir = path.resolve(repoRoot, process.env.STATIC_DIR ?? 'dist');
if (!existsSync(path.join(staticDir, 'index.html'))) {
  console.error(`site check: ${staticDir}/index.html not found; run \`npm run build\` first (or set STATIC_DIR).`);
  process.exit(1);
}
if (!existsSync(path.join(staticDir, HEADERS_FILE))) {
  console.error(`site check: ${staticDir}/${HEADERS_FILE} not found: an older build; run \`npm run build\` again.`);
  process.exit(1);
}

const { check, failures } = checkList();
const rules = parseHeadersFile(readFileSync(path.join(staticDir, HEADERS_FILE), 'utf8'));
const policyOf = (pathname: string) => headersFor(rules, pathname).find(([name]) => name === 'Content-Security-Policy')?.[1];

/**
 * Resolves once the page has fetched nothing new for half a second: the parts it loads after
 * hydration (the docs' endpoint list, the chunks fetched when idle) run by then. Playwright's
 * `networkidle` may be reached before those are asked for; and on a page that asks for nothing after
 * its DOMContentLoaded it can be lost for good (microsoft/playwright#42598, still in 1.65), so the
 * page is opened up to its load event only.
 */
async function untilQuiet(page: Page): Promise<void> {
  let fetched = -1;
  for (;;) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === fetched) return;
    fetched = now;
    await page.waitForTimeout(500);
  }
}

const data = await tempDataFile('orbital-site-');
const server = await startServerProcess({ dataFile: data.file, env: { STATIC_DIR: staticDir } });
const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
try {
  console.log(`site check: ${staticDir} served at ${server.url} (pid ${server.pid})`);
  const shell = await httpRequest(`${server.url}/`, { headers: { accept: 'text/html' } });
  const csp = String(shell.headers['content-security-policy'] ?? '');
  check(
    csp.includes("default-src 'self'") && csp.includes("frame-ancestors 'none'") && !/script-src[^;]*unsafe/.test(csp),
    `document CSP is strict: ${csp}`,
  );
  check(shell.headers['x-content-type-options'] === 'nosniff' && Boolean(shell.headers['referrer-policy']), 'document has nosniff and Referrer-Policy');
  // Each prerendered file, at its page's address: as built, twice the same, under its own CSP.
  const notServedAsBuilt: string[] = [];
  const stylesheetLate: string[] = [];
  for (const file of htmlFiles(staticDir)) {
    const address = pagePaths(file)[0]!;
    const built = readFileSync(path.join(staticDir, file), 'utf8');
    const [first, second] = [await httpRequest(`${server.url}${address}`), await httpRequest(`${server.url}${address}`)];
    const served = String(first.headers['content-security-policy'] ?? '');
    const problem =
      first.status !== 200 ? `status ${first.status}`
      : first.text !== built ? 'HTML differs from the built file'
      : second.text !== first.text ? 'HTML differs between two requests'
      : served.includes('nonce-') ? 'CSP has a nonce'
      : served !== policyOf(address) ? 'CSP is not the one _headers gives it'
      : first.headers['cache-control'] !== 'no-cache' ? `Cache-Control ${first.headers['cache-control']}`
      : undefined;
    if (problem) notServedAsBuilt.push(`${address}: ${problem}`);
    const late = stylesheetAfterScripts(built);
    if (late) stylesheetLate.push(`${address}: ${late}`);
  }
  check(stylesheetLate.length === 0, `every prerendered page asks for its stylesheet before its scripts (ADR 0051)${stylesheetLate.length ? `: ${stylesheetLate.slice(0, 3).join('; ')}` : ''}`);
  check(notServedAsBuilt.length === 0, `every prerendered page is served as built, the same twice, under its CSP from ${HEADERS_FILE} with no nonce${notServedAsBuilt.length ? `: ${notServedAsBuilt.slice(0, 3).join('; ')}` : ''}`);
  const unknown = await httpRequest(`${server.url}/no-such-page`);
  check(
    unknown.status === 404 && unknown.text === readFileSync(path.join(staticDir, NOT_FOUND_DOCUMENT), 'utf8') && unknown.headers['content-security-policy'] === policyOf(`/${NOT_FOUND_DOCUMENT}`),
    `an unknown path answers 404 with ${NOT_FOUND_DOCUMENT} as built, under the 404 page's CSP`,
  );
  for (const [from, to] of [['/about/index.html', '/about'], ['/index.html?x=1', '/?x=1']] as const) {
    const moved = await httpRequest(`${server.url}${from}`);
    check(moved.status === 301 && moved.headers.location === to, `${from} redirects (301) to ${to} (${moved.status} ${moved.headers.location ?? ''})`);
  }
  check((await httpRequest(`${server.url}/${HEADERS_FILE}`)).status === 404, `${HEADERS_FILE} itself is not served`);
  check(/<h1[\s>]/.test(shell.text), 'the home page arrives prerendered (an h1 in the HTML)');
  // Named in the module preloads and the inline module React Router writes (docs/boot.md).
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(shell.text)?.[1];
  check(asset !== undefined, `the home page names its hashed script (${asset})`);
  if (asset) {
    const js = await httpRequest(`${server.url}${asset}`);
    check(js.status === 200 && String(js.headers['cache-control']).includes('immutable'), `hashed asset ${asset} is served immutable`);
  }
  // A file this big after minification had more than the threshold of code before it. React Router's
  // route manifest is data (no function to compile), written outside the bundle.
  const unhinted: string[] = [];
  for (const script of initialScripts(shell.text).filter((file) => !/\/manifest-[^/]+\.js$/.test(file))) {
    const { text } = await httpRequest(`${server.url}/${script}`);
    if (text.length >= 2 * hintedChunkMinLength && !text.startsWith(`${compileHint}\n`)) unhinted.push(script);
  }
  check(unhinted.length === 0, `every sizeable script the home page loads up front starts with V8's compile hint (ADR 0029)${unhinted.length > 0 ? `; without it: ${unhinted.join(', ')}` : ''}`);
  const missingAsset = await httpRequest(`${server.url}/assets/no-such-file.js`);
  check(missingAsset.status === 404, `a missing asset answers 404, not the HTML shell (${missingAsset.status})`);

  // At rest: the pulsing launcher dot would keep the browser drawing for nothing here (ADR 0062).
  const context = await browser.newContext({ reducedMotion: 'reduce' });
  await context.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (e) => violations.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  // 404.html by name too: the demo's worker caches it from there and answers unknown paths with it.
  const urls = [...pageTable.map(sampleUrl), ...redirects.map((r) => r.from), '/no-such-page', `/${NOT_FOUND_DOCUMENT}`];
  for (const url of urls) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const expectedStatus = url === '/no-such-page' ? 404 : 200;
    page.on('console', (message) => {
      // The browser reports the 404 document itself as a console error; that status is the point.
      if (message.type() === 'error' && !(expectedStatus === 404 && message.text().includes('status of 404'))) errors.push(message.text());
    });
    const response = await page.goto(`${server.url}${url}`);
    // A redirect page sends the browser on (meta refresh, or the router once hydrated): count the h1
    // where it lands once it is quiet, not in the middle of that navigation (the router changes the
    // address before the next page's chunk has arrived).
    const target = redirectTarget(url);
    if (target) await page.waitForURL((landed) => landed.pathname === target);
    const hydrated = await page.waitForFunction(isHydrated, false, { timeout: 20_000 }).then(() => true, () => false);
    await untilQuiet(page);
    const rendered = await page.locator('h1').count();
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    check(hydrated, `${url}: hydrated`);
    check(
      response?.status() === expectedStatus && rendered > 0 && violations.length === 0 && errors.length === 0,
      `${url}: ${response?.status()}, rendered ${rendered > 0}, CSP violations ${violations.length}${violations.length ? ` (${violations.slice(0, 3).join('; ')})` : ''}, errors ${errors.length}${errors.length ? ` (${errors.slice(0, 2).join('; ')})` : ''}`,
    );
    await page.close();
  }
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  const apiStatus = await page.evaluate((p) => fetch(p).then((r) => r.status), buildPath(contract['stats.live']));
  check(apiStatus === 200, `the page can call ${buildPath(contract['stats.live'])} under its CSP (${apiStatus})`);
  await context.close();
} finally {
  await browser.close();
  await server.stop();
  await data.cleanup();
}
check(server.problems.length === 0, `no 5xx or error in the server log (${server.problems.length})`);
console.log(`site check: ${failures.length === 0 ? 'PASS' : `FAIL (${failures.length})`}`);
process.exit(failures.length === 0 ? 0 : 1);
