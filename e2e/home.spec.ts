import { expect, test, type Page } from './fixtures.ts';
import { phoneViewport } from './viewports.ts';
import { homeContent } from '../src/content/home.ts';
import { scenarioQuery } from '../mocks/scenarios.ts';
import { callTable } from '../src/api/callTable.ts';
import { blueprintContent } from '../src/content/blueprint.ts';
import { caseStudies, caseStudiesContent } from '../src/content/case-studies.ts';

// The home page's content and live stats (with their fallbacks) are stories (stories/pages/Home.stories.tsx);
// here: the real reduced-motion setting, the calls to action that lead to other pages, and the page as islands.

/** Each value drawn beside a 'Cost Savings' label (the hero's counter), in order, from the document's first byte. */
async function recordCostSavingsDrawn(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const drawn: string[] = [];
    Object.assign(window, { costSavingsDrawn: drawn });
    const note = (text: Node) => {
      // The hero's counter is a dd; the live stats tiles further down have a 'Cost Savings' too.
      if (text.parentElement?.tagName === 'DD' && text.parentElement.previousElementSibling?.textContent === 'Cost Savings') drawn.push(text.nodeValue ?? '');
    };
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'characterData') note(record.target);
        for (const node of record.addedNodes) {
          const texts = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
          for (let text: Node | null = node.nodeType === Node.TEXT_NODE ? node : texts.nextNode(); text; text = texts.nextNode()) note(text);
        }
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { costSavingsDrawn: string[] }).costSavingsDrawn);
}

test('with reduced motion the counters show their values at once', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const costSavingsDrawn = await recordCostSavingsDrawn(page);
  await page.goto(`/${scenarioQuery({ 'stats.live': 'error' })}`);
  await expect(page.getByRole('region', { name: homeContent.resultsTitle }).getByText('$847K')).toBeVisible();
  // No count-up: the counter only ever draws its starting $0K and its figure (with motion it draws
  // about eighty values in between).
  expect(new Set(await costSavingsDrawn())).toEqual(new Set(['$0K', '$847K']));
});

test.describe('on a phone, with motion', () => {
  test.use({ viewport: phoneViewport, reducedMotion: 'no-preference' });

  test('the counters count up when the results come into view, not during the load', async ({ page }) => {
    await page.clock.install();
    await page.goto(`/${scenarioQuery({ 'stats.live': 'error' })}`);
    const results = page.getByRole('region', { name: homeContent.resultsTitle });
    await expect(results).not.toBeInViewport();
    // 2.5 s of the page's clock, longer than the 2 s count-up: below the fold the counters have not started.
    await page.clock.runFor(2500);
    await expect(results.getByText('$0K')).toBeAttached();
    await expect(results.getByText('0%')).toBeAttached();
    await results.scrollIntoViewIfNeeded();
    await expect(results.getByText('$847K')).toBeVisible();
    await expect(results.getByText('89%')).toBeVisible();
    await expect(results.getByText('12.5K')).toBeVisible();
  });
});

test('the calls to action lead to their pages', async ({ page }) => {
  const hero = page.getByRole('region', { name: 'AI Agents That Cut Costs, Grow Revenue and Never Sleep' });
  const closing = page.getByRole('region', { name: 'Ready to Put Agents to Work?' });
  const ctas: Array<[string, ReturnType<typeof page.getByRole>, RegExp]> = [
    ['Book a 15-min Discovery Call', hero, /\/book-call\?type=discovery$/],
    ['Launch Live Demo', hero, /\/playground$/],
    ['Open the Playground', page.getByRole('main'), /\/playground$/],
    ['Read All Case Studies', page.getByRole('main'), /\/case-studies$/],
    ['Start Free Trial', page.getByRole('main'), /\/trial$/],
    ['See Plan Details: Mid-Market', page.getByRole('main'), /\/pricing$/],
    ['Book a 15-min Discovery Call', closing, /\/book-call\?type=discovery$/],
  ];
  await page.goto('/');
  for (const [name, area, url] of ctas) {
    await test.step(name, async () => {
      await area.getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
    });
  }
});

test('the landing page hydrates only its controls (a page of islands): no React Router, the live figures poll, both dialogs open and close', async ({ page }) => {
  const polled = () => page.waitForRequest((request) => new URL(request.url()).pathname === callTable['stats.live'].path, { timeout: 10_000 });
  const firstPoll = polled();
  await page.goto('/');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-islands')), '/ hydrates as islands (ADR 0084)').toBe(true);
  // The whole page's boot (src/entry.client.tsx, which starts React Router) is never fetched.
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname).filter((p) => p.endsWith('.js')));
  expect(scripts.filter((script) => /\/entry\.client-[\w-]+\.js$/.test(script)), 'the whole-page boot on /').toEqual([]);
  expect(scripts.some((script) => /\/islands\.home\.client-[\w-]+\.js$/.test(script)), "the landing page's islands script").toBe(true);
  // The badge, the results and the tiles are islands fed by the 5 s poll.
  await firstPoll;
  await polled();

  const dialogs: Array<[button: string, dialog: string]> = [
    [blueprintContent.trigger, blueprintContent.title],
    [`${caseStudiesContent.detailCta}: ${caseStudies[0]!.company}`, `${caseStudies[0]!.company}: ${caseStudies[0]!.industry}`],
  ];
  for (const [buttonName, dialogName] of dialogs) {
    await test.step(buttonName, async () => {
      const button = page.getByRole('button', { name: buttonName, exact: true });
      await button.click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
