// `npm run test:content-preview` (issue 60 point 2): `npm start` with broken content files keeps
// working. On a temporary copy of content/ with a misspelt field, a colon in a title and an event
// with too many registrations, the dev server starts; every page tried renders its one h1 with no
// script error and shows the banner naming each file, line and field with what to write; the broken
// entries are left out (their pages are the 404 page) and the others still show; fixing a file takes
// its problem off the banner; axe finds nothing wrong with the banner. The build's loader refuses the
// same copy with the same problems.
// SCREENSHOT_DIR=<folder> also saves a picture of the banner.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from 'playwright';
import { wcag22aa } from '../../e2e/axe.ts';
import { loadContent } from '../../src/content/build/load.ts';
import { ContentError, describeProblem } from '../../src/content/build/problems.ts';
import { checkList } from './check-list.ts';
import { chromiumArgs, testBrowserPath } from './chromium.ts';
import { isHydrated } from './hydration.ts';
import { repoRoot, waitForOk } from '../../server/test/harness.ts';

const port = Number(process.env.CONTENT_PREVIEW_CHECK_PORT ?? 4518);
const base = `http://127.0.0.1:${port}`;
const { check, failures } = checkList();

const work = mkdtempSync(path.join(tmpdir(), 'content-preview-'));
const dir = path.join(work, 'content');
cpSync(path.join(repoRoot, 'content'), dir, { recursive: true });
const edit = (file: string, from: RegExp, to: string) => {
  const full = path.join(dir, file);
  const text = readFileSync(full, 'utf8');
  if (!from.test(text)) throw new Error(`${file} has no ${from}`);
  writeFileSync(full, text.replace(from, to));
};
edit('articles/ai-agent-orchestration-2025.md', /^category: /m, 'catgory: ');
edit('articles/roi-measurement-ai-automation.md', /^title: .*$/m, 'title: ROI: a field guide');
edit('events/ai-agent-implementation-masterclass.md', /^registered: .*$/m, 'registered: 100000');
const shown = (file: string) => path.relative(repoRoot, path.join(dir, file));
const expected = [
  `${shown('articles/ai-agent-orchestration-2025.md')}, line 1, field "category": is missing: add a line "category: ..." between the two --- lines with one of: AI Strategy, Business Value, Security, Product, Case Study, Engineering`,
  `${shown('articles/ai-agent-orchestration-2025.md')}, line 10, field "catgory": is not a field of this kind of content: check its spelling (docs/content.md lists the fields)`,
  `${shown('articles/roi-measurement-ai-automation.md')}, line 2, field "title": the text holds a colon followed by a space: put the whole text in double quotes, like this: title: "ROI: a field guide"`,
];
const eventProblem = `${shown('events/ai-agent-implementation-masterclass.md')}, line 15, field "registered": may not be more than capacity: lower registered or raise capacity (it says "100000")`;

// The build's loader refuses the copy, naming the same problems.
try {
  loadContent({ dir });
  check(false, 'the build refuses the broken copy');
} catch (error) {
  const named = error instanceof ContentError ? error.problems.map(describeProblem) : [String(error)];
  check(JSON.stringify(named) === JSON.stringify([...expected, eventProblem]), `the build refuses the broken copy, naming:\n    ${named.join('\n    ')}`);
}

const server = spawn('npm', ['start', '--', '--port', String(port), '--strictPort'], {
  cwd: repoRoot,
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
  // Its own optimizer cache (tools/build/vite/content-plugin.ts), so that it may run beside another dev server.
  env: { ...process.env, CONTENT_DIR: dir, CONTENT_PREVIEW_CACHE_DIR: path.join(repoRoot, 'node_modules/.vite-content-preview-check') },
});
let serverLog = '';
server.stdout.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (serverLog += chunk.toString()));

const browser = await chromium.launch({ executablePath: testBrowserPath(), args: chromiumArgs });
try {
  await waitForOk(`${base}/`, 90_000, () => (server.exitCode === null ? undefined : `npm start exited (${server.exitCode}):\n${serverLog}`));
  check(true, `npm start runs with the broken copy (pid ${server.pid})`);
  check(serverLog.includes(expected[0]!) && serverLog.includes(eventProblem), 'the terminal lists the problems');
  const page = await (await browser.newContext()).newPage();
  page.setDefaultTimeout(60_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !/status of 404/.test(message.text())) errors.push(`console error: ${message.text().slice(0, 300)}`);
  });
  const banner = page.locator('content-problems').getByRole('complementary', { name: /content problems to fix/ });
  const visit = async (url: string, h1: string | RegExp) => {
    errors.length = 0;
    await page.goto(`${base}${url}`, { waitUntil: 'load' });
    await page.waitForFunction(isHydrated, false, { timeout: 60_000 }).catch(() => errors.push('did not hydrate'));
    // The page's idle-time imports have all arrived before the next visit: one cut off by the next
    // navigation could make the old page reload itself (a failed route module) over that navigation.
    await page.waitForLoadState('networkidle');
    const heading = await page.locator('h1').first().textContent({ timeout: 60_000 }).catch(() => null);
    const okHeading = typeof h1 === 'string' ? heading === h1 : h1.test(heading ?? '');
    // Each item: the problem as the build names it (its spans), then its line as written.
    const items = await banner
      .getByRole('listitem')
      .evaluateAll((lis) => lis.map((li) => [...li.querySelectorAll('span')].map((span) => span.textContent).join('')))
      .catch(() => []);
    return { okHeading, heading, items };
  };
  for (const [url, h1] of [
    ['/', /./],
    ['/resources', /./],
    ['/pricing', /./],
    ['/article/security-best-practices-ai-agents', /Security/],
  ] as const) {
    const { okHeading, heading, items } = await visit(url, h1);
    const texts = items;
    const same = JSON.stringify(texts) === JSON.stringify([...expected, eventProblem]);
    check(okHeading && errors.length === 0 && same && texts.length === 4, `${url}: renders (h1 "${heading}"), no error${errors.length ? ` (${errors.join(' | ')})` : ''}, and the banner lists the 4 problems${same ? '' : `: ${JSON.stringify(texts)}`}`);
  }
  const source = await banner.locator('pre').first().textContent();
  check(source === '1 | ---', `the banner shows the line as written (${source})`);
  const left = await visit('/article/ai-agent-orchestration-2025', /./);
  check(/not found|404/i.test(`${left.heading}`), `the broken article is left out: its page is the 404 page (h1 "${left.heading}")`);
  await page.goto(`${base}/resources`, { waitUntil: 'load' });
  await banner.waitFor();
  const { violations } = await new AxeBuilder({ page }).withTags(wcag22aa).include('content-problems').analyze();
  check(violations.length === 0, `the banner has no axe violation at WCAG 2.2 AA${violations.map((v) => ` | ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('')}`);
  if (process.env.SCREENSHOT_DIR) {
    await page.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'content-preview-banner.png') });
  }
  // Fixing the event: the open page reloads itself with three problems left.
  edit('events/ai-agent-implementation-masterclass.md', /^registered: .*$/m, 'registered: 10');
  let fixed = false;
  for (let attempt = 0; attempt < 3 && !fixed; attempt++) {
    fixed = await page.waitForFunction(() => document.querySelector('content-problems')?.shadowRoot?.querySelectorAll('li').length === 3, undefined, { timeout: 30_000 }).then(
      () => true,
      (error: Error) => (/context was destroyed|navigat/i.test(error.message) ? false : Promise.reject(error)),
    );
  }
  check(fixed, 'fixing a file takes its problem off the banner of the open page');
} catch (error) {
  check(false, String(error));
} finally {
  await browser.close();
  if (server.pid) {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  rmSync(work, { recursive: true, force: true });
}
if (failures.length) console.log(`\nnpm start printed:\n${serverLog}`);
console.log(failures.length ? `\ncontent preview check: ${failures.length} failed` : '\ncontent preview check: all passed');
process.exit(failures.length ? 1 : 0);
