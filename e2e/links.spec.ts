import { expect, test, type Page } from './fixtures.ts';
import { pageTable, sampleUrl } from '../src/app/pageTable.ts';

// product-rules.md D5: no link on the site leads to the 404 screen. Visit every route of the
// route table, collect every internal href (header, footer, page content), open each one and assert
// the not-found screen does not render. Files (such as /openapi.json) must answer 200.

const NOT_FOUND = '404 Page Not Found';

async function internalHrefs(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    for (const a of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (a.closest('[data-mock-panel]')) continue; // the mock panel is not part of the site
      const raw = a.getAttribute('href') ?? '';
      if (raw.startsWith('#') || raw.startsWith('mailto:') || raw.startsWith('tel:')) continue;
      const url = new URL(a.href, location.href);
      if (url.origin !== location.origin) continue;
      found.add(url.pathname + url.search);
    }
    return [...found];
  });
}

test('no internal link on any route leads to the 404 screen', async ({ page, request }) => {
  test.setTimeout(240_000);
  const sources = new Map<string, string>();
  for (const route of pageTable) {
    const url = sampleUrl(route);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByText(NOT_FOUND)).toHaveCount(0);
    for (const href of await internalHrefs(page)) if (!sources.has(href)) sources.set(href, url);
  }
  expect(sources.size).toBeGreaterThan(20);

  const broken: string[] = [];
  for (const [href, from] of sources) {
    const path = href.split('?')[0]!;
    if (/\.[a-z0-9]+$/i.test(path)) {
      // A published file, not a route.
      const answer = await request.get(href);
      if (!answer.ok()) broken.push(`${href} (on ${from}): HTTP ${answer.status()}`);
      continue;
    }
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    if ((await page.getByText(NOT_FOUND).count()) > 0) broken.push(`${href} (on ${from})`);
  }
  expect(broken).toEqual([]);
});
