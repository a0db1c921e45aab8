import { expect, realisticLatency, test, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { playgroundContent } from '../src/content/playground.ts';

async function choose(page: Page, trigger: RegExp, option: string) {
  await page.getByRole('button', { name: trigger }).click();
  await page.getByRole('option', { name: option }).click();
}

/**
 * Each state of the Chain of Thought list as the page drew it, in order. Recorded in the page: a step
 * lasts about a second, and a look at one moment missed one on a loaded machine (a clean CI run found
 * step 2 already active when it first looked for it pending).
 */
async function recordDrawnSteps(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((listName) => {
    const drawn: string[] = [];
    Object.assign(window, { drawnSteps: drawn });
    new MutationObserver(() => {
      const items = document.querySelectorAll<HTMLElement>(`ol[aria-label="${listName}"] > li`);
      const state = [...items].map((item) => item.dataset.status).join(' ');
      if (state && drawn.at(-1) !== state) drawn.push(state);
    }).observe(document.body, { subtree: true, childList: true, attributeFilter: ['data-status'] });
  }, playgroundContent.stepsTitle);
  return () => page.evaluate(() => (window as unknown as { drawnSteps: string[] }).drawnSteps);
}

test('a playground run shows four steps at their real pace, then three result cards; the page lists agents, datasets, privacy notes and a call to action', async ({ page }) => {
  await realisticLatency(page); // the demo's own pace: the analysis takes 4.5 s
  await page.goto('/playground');
  const agents = page.getByRole('region', { name: 'Meet the Agents' });
  for (const a of ['Efficiency Auditor', 'Sales Copilot', 'Ops Assistant']) await expect(agents.getByRole('heading', { name: a })).toBeVisible();
  const datasets = page.getByRole('region', { name: 'Sample Datasets' });
  await expect(datasets.getByRole('listitem').filter({ has: page.getByRole('heading') })).toHaveCount(4);
  await expect(page.getByText('5 free requests without signup; sign up for an unlimited sandbox.')).toBeVisible();
  await expect(page.getByText('Sample data is wiped after 24 hours.')).toBeVisible();
  const run = page.getByRole('button', { name: 'Run Analysis' });
  await expect(page.getByRole('button', { name: /^Efficiency Auditor/ })).toBeVisible();
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  await expectNoAxeViolations(page);
  await choose(page, /^Choose a data source/, 'Operational Workflows');
  await choose(page, /^Choose an analysis type/, 'Bottleneck Detection');
  const drawnSteps = await recordDrawnSteps(page);
  await run.click();
  const steps = page.getByRole('list', { name: playgroundContent.stepsTitle }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(run).toHaveAttribute('aria-disabled', 'true');
  const results = page.getByRole('region', { name: 'Results', exact: true });
  await expect(results).toBeVisible({ timeout: 10_000 });
  // One step active at a time, each drawn in turn, all complete with the results.
  expect(await drawnSteps()).toEqual([
    'active pending pending pending',
    'complete active pending pending',
    'complete complete active pending',
    'complete complete complete active',
    'complete complete complete complete',
  ]);
  for (const label of ['Efficiency Gain', 'Annual Savings', 'Improvements Found']) await expect(results.getByText(label)).toBeVisible();
  await expect(results.getByText(/^\d+%$/)).toBeVisible();
  await expect(results.getByText(/^\$\d+K$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('region', { name: 'Want These Results on Your Own Data?' }).getByRole('link', { name: 'Book a 15-min Discovery Call' }).click();
  await expect(page).toHaveURL(/\/book-call\?type=discovery$/);
});
