import { expect, test, type Locator, type Page } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { tabTo } from './keyboard.ts';

const lead = { name: 'Jamie Rivera', email: 'jamie.rivera@northwind-logistics.example', company: 'Northwind Logistics', phone: '+1 415 555 0142' };

async function fill(dialog: Locator) {
  await dialog.getByRole('textbox', { name: 'Full name' }).fill(lead.name);
  await dialog.getByRole('textbox', { name: 'Work email' }).fill(lead.email);
  await dialog.getByRole('textbox', { name: 'Company' }).fill(lead.company);
  await dialog.getByRole('textbox', { name: 'Phone' }).fill(lead.phone);
}

function captureLeads(page: Page) {
  const bodies: Array<Record<string, unknown>> = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/leads/capture') && req.method() === 'POST') bodies.push(req.postDataJSON());
  });
  return bodies;
}

test('pricing shows the three tiers, What You Get and the FAQ, without axe violations', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose Your Flight Plan' })).toBeVisible();
  for (const [tier, price] of [['Self-Serve', '$2K setup+ $1K/month'], ['Mid-Market', '$15K setup+ $10K/month'], ['Enterprise', '$25K setup+ $25K/month']]) {
    await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: tier!, exact: true }) })).toContainText(price!);
  }
  await expect(page.getByRole('heading', { level: 2, name: 'What You Get' })).toBeVisible();
  await page.getByRole('button', { name: 'How fast can an agent go live?' }).click();
  await expect(page.getByText('A configured agent goes live in under 60 seconds once its integrations are connected.')).toBeVisible();
  await expectNoAxeViolations(page);
});

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

test('Reserve Slot sends a Mid-Market lead, closes and clears on success', async ({ page }) => {
  const bodies = captureLeads(page);
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Reserve Slot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reserve Your Mid-Market Slot' });
  await expectNoAxeViolations(page);
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alertdialog')).toContainText("Request Submitted!We'll contact you within 24 hours to schedule your session.");
  await expect(dialog).toBeHidden();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    email: lead.email,
    source: 'pricing_page',
    metadata: { name: lead.name, company: lead.company, phone: lead.phone, planType: 'Mid-Market' },
  });
  expect(Date.parse(String((bodies[0]!.metadata as Record<string, unknown>).submittedAt))).not.toBeNaN();
  await page.getByRole('button', { name: 'Reserve Slot' }).click();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue('');
});

test('Start Audit keeps the form and shows Submission Error on failure', async ({ page }) => {
  const bodies = captureLeads(page);
  await page.goto('/pricing?scenario=leads.capture:error');
  await page.getByRole('button', { name: 'Start Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Enterprise Audit' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Submission ErrorPlease try again or contact us directly.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Full name' })).toHaveValue(lead.name);
  await expect(dialog.getByRole('textbox', { name: 'Phone' })).toHaveValue(lead.phone);
  expect((bodies[0]!.metadata as Record<string, unknown>).planType).toBe('Enterprise');
  await expectNoAxeViolations(page);
});

test('Submitting... shows while the request is pending', async ({ page }) => {
  await page.goto('/pricing?scenario=leads.capture:slow');
  await page.getByRole('button', { name: 'Start Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Enterprise Audit' });
  await fill(dialog);
  await dialog.getByRole('button', { name: 'Submit Request' }).click();
  await expect(dialog.getByRole('button', { name: 'Submitting...' })).toBeDisabled();
});

test('keyboard only: Start Audit dialog filled and submitted without a mouse', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const trigger = page.getByRole('button', { name: 'Start Audit' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Start Your Enterprise Audit' });
  const name = dialog.getByRole('textbox', { name: 'Full name' });
  await expect(name).toBeFocused();
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
  await expect(trigger).toBeFocused();
});
