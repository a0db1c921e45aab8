import { expect, openWithoutWaiting, test, waitForHydration, type Locator } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { recordCallBodies } from './callBodies.ts';
import { chunkGlob } from './chunkRequests.ts';
import { holdRequests } from './holdRequests.ts';
import { tabTo } from './keyboard.ts';
import { leadDialogs } from '../src/content/pricing.ts';

const lead = { name: 'Jamie Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics', phone: '+1 415 555 0142' };


test('side by side, the plan cards line up: names, prices and buttons at one height each', async ({ page }) => {
  await page.goto('/pricing');
  const plans = page.getByRole('list', { name: 'Plans' });
  const cards = [['Self-Serve', '$2K setup', 'link'], ['Mid-Market', '$15K setup', 'button'], ['Enterprise', '$25K setup', 'button']] as const;
  const tops = async (locators: Locator[]) => Promise.all(locators.map(async (l) => Math.round((await l.boundingBox())!.y)));
  const card = (name: string) => plans.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  const names = await tops(cards.map(([name]) => card(name).getByRole('heading', { name, exact: true })));
  const prices = await tops(cards.map(([name, price]) => card(name).getByText(price)));
  const buttons = await tops(cards.map(([name, , role]) => card(name).getByRole(role).last()));
  for (const row of [names, prices, buttons]) expect(new Set(row).size, `tops ${row.join(', ')}`).toBe(1);
});

test("the audit dialog's form is fetched once the page is idle after hydrating, not with the page, so the press needs no download", async ({ page }) => {
  // Issue 46 (docs/boot.md): a dialog's body is a chunk of its own (ADR 0009), fetched when the browser
  // is idle; the dialog itself (its layer, title and close button) is in the page's code (ADR 0081).
  const dialogCode: string[] = [];
  const dialogUrls = new Set<string>();
  page.on('request', (request) => {
    const chunk = /\/assets\/(Dialog|LeadForm)-[\w-]+\.js$/.exec(new URL(request.url()).pathname)?.[1];
    if (chunk) dialogCode.push(chunk);
    if (chunk) dialogUrls.add(request.url());
  });
  await openWithoutWaiting(page, '/pricing');
  expect(dialogCode, 'asked for by the time the static page is parsed').toEqual([]);
  await waitForHydration(page);
  await expect.poll(() => [...new Set(dialogCode)].sort()).toEqual(['LeadForm']);
  // Not waitForLoadState('networkidle'): a busy page can leave the network quiet for 500 ms before the
  // last of the dialog's files is asked for. Importing a fetched chunk again settles when it and every
  // module it imports have loaded.
  for (const url of dialogUrls) await page.evaluate(`import(${JSON.stringify(url)}).then(() => undefined)`);
  const fetched = dialogCode.length;
  const audit = leadDialogs.Enterprise;
  await page.getByRole('button', { name: audit.trigger }).click();
  await expect(page.getByRole('dialog', { name: audit.title })).toBeVisible();
  expect(dialogCode.length, 'requests for the dialog code after the press').toBe(fetched);
});

test('pressed while its form is still on the way, the dialog opens at once with its title and Loading…, and the form follows', async ({ page }) => {
  const release = await holdRequests(page, chunkGlob('LeadForm'));
  await page.goto('/pricing');
  const audit = leadDialogs.Enterprise;
  await page.getByRole('button', { name: audit.trigger }).click();
  const dialog = page.getByRole('dialog', { name: audit.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Loading…');
  await expect(dialog).toBeFocused();
  await expectNoAxeViolations(page);
  release();
  // The form's first field takes focus as it arrives, as it would have at the opening.
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  // Escape closes it, and focus goes back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: audit.trigger })).toBeFocused();
});

test('keyboard only: Start Audit dialog filled and submitted without a mouse; the lead names the plan', async ({ page }) => {
  const bodies = recordCallBodies(page, 'leads.capture');
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Start Audit' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Start Your Enterprise Audit' });
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeFocused();
  await expectNoAxeViolations(page);
  // Enter on an empty form sends nothing: the form's required-fields check stops it.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await tabTo(page, name, { backwards: true });
  await page.keyboard.type(lead.name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(lead.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(lead.company);
  await page.keyboard.press('Tab');
  await page.keyboard.type(lead.phone);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('Request Submitted!');
  await expect(dialog).toBeHidden();
  // Focus back on the trigger. Polled as a description, so a failure names what has focus instead
  // (one clean CI run of ef0f089 found focus elsewhere here, and 20 runs since, 12 beside the story run, did not).
  const focusAfterClose = () =>
    trigger.evaluate((button) => {
      const active = document.activeElement;
      return active === button ? 'the trigger' : `${active?.tagName ?? 'nothing'} ${active?.getAttribute('aria-label') ?? active?.textContent?.slice(0, 60) ?? ''}`;
    });
  await expect.poll(focusAfterClose).toBe('the trigger');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    email: lead.email,
    source: 'pricing_page',
    metadata: { name: lead.name, company: lead.company, phone: lead.phone, planType: 'Enterprise' },
  });
  expect(Date.parse(String((bodies[0]!.metadata as Record<string, unknown>).submittedAt))).not.toBeNaN();
});
