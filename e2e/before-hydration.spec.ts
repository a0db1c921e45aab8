// On a phone the prerendered form shows seconds before its code has run. What the visitor types
// into it meanwhile must survive hydration and be what the form checks and sends; a submit pressed
// meanwhile must not send the fields in the address (the form has no action), but once it hydrates.
import { contactCopy } from '../src/content/contact.ts';
import { pricingContent } from '../src/content/pricing.ts';
import { sliderParts } from '../src/components/heldSlides.ts';
import { playgroundDataSources, roiDefaults, roiInputs } from '../src/contract/options.ts';
import { toasts } from '../src/content/toasts.ts';
import { expect, firstApiAnswer, test, waitForHydration, type Locator, type Page } from './fixtures.ts';
import { holdRequests } from './holdRequests.ts';
import { recordPageErrors } from './pageErrors.ts';
import { parseSessionType } from '../src/app/routeParams.ts';
import { bookingFormLabel } from '../src/features/booking/landingStep.ts';
import { toastText } from './toastText.ts';
import { roiTotalText } from './roi.ts';
import { phoneViewport } from './viewports.ts';

/**
 * Opens `url` with every script of the page held, runs `act` on the static HTML, then lets the scripts
 * in and resolves once the page has hydrated (the fixture's goto waits for it).
 */
async function actBeforeHydration(page: Page, url: string, act: () => Promise<void>): Promise<void> {
  const release = await holdRequests(page, '**/assets/*.js');
  const loaded = page.goto(url);
  await act();
  release();
  await loaded;
}

test('text typed into the contact form and the footer sign-up before hydration is kept and sent', async ({ page }) => {
  const firstName = page.getByRole('textbox', { name: 'First name' });
  const message = page.getByRole('textbox', { name: 'Message' });
  const signUp = page.getByRole('form', { name: 'Newsletter sign-up' });
  await actBeforeHydration(page, '/contact', async () => {
    await firstName.fill('Ada');
    await message.fill('We want to automate invoices.');
    await signUp.getByRole('textbox', { name: 'Email address' }).fill('ada@example.com');
  });

  await page.getByRole('button', { name: contactCopy.submit }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.contactMissingFields));
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toBeFocused();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('First name is required')).toHaveCount(0);
  await expect(page.getByText('Message is required')).toHaveCount(0);
  await expect(firstName).toHaveValue('Ada');
  await expect(message).toHaveValue('We want to automate invoices.');

  await signUp.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.subscribed), firstApiAnswer);
});

test('Enter pressed in the sign-in form before hydration signs in once it hydrates, the password never in the address', async ({ page }) => {
  const email = page.getByRole('textbox', { name: 'Email', exact: true });
  const password = page.locator('input[name="password"]');
  const remember = page.getByRole('checkbox', { name: 'Remember me' });
  await actBeforeHydration(page, '/signin', async () => {
    await email.fill('ada@example.com');
    await page.getByText('Remember me').click();
    await expect(remember).toBeChecked();
    await password.fill('correct horse battery');
    await password.press('Enter');
  });

  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.accountsSoon));
  expect(new URL(page.url()).search).toBe('');
  await expect(password).toHaveValue('');
  await expect(email).toHaveValue('ada@example.com');
  await expect(remember).toBeChecked();
});

test('Send Message pressed before hydration sends the message once the form hydrates', async ({ page }) => {
  await actBeforeHydration(page, '/contact', async () => {
    await page.getByRole('textbox', { name: 'First name' }).fill('Ada');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('ada@example.com');
    await page.getByRole('textbox', { name: 'Message' }).fill('We want to automate invoices.');
    await page.getByRole('button', { name: contactCopy.submit }).click();
  });

  await expect(page.getByRole('alertdialog')).toContainText(toastText(toasts.messageSent), firstApiAnswer);
  await expect(page.getByRole('status').filter({ hasText: contactCopy.sentTitle })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('');
});

test('a button tapped before hydration acts once the page hydrates: the phone menu opens', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  await actBeforeHydration(page, '/about', () => page.getByRole('button', { name: 'Open menu' }).click());

  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
  // Once: the menu stays open rather than being toggled again.
  await expect(page.getByRole('dialog')).toHaveCount(1);
});

test('a select opened before hydration opens once its part of the page hydrates', async ({ page }) => {
  await actBeforeHydration(page, '/playground', () => page.getByRole('button', { name: /^Choose a data source/ }).click());

  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(page.getByRole('option', { name: playgroundDataSources[0].label })).toBeVisible();
});

test('an accordion item pressed before hydration opens once the page hydrates', async ({ page }) => {
  const question = page.getByRole('button', { name: pricingContent.faq[0]!.question });
  await actBeforeHydration(page, '/pricing', () => question.click());

  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(pricingContent.faq[0]!.answer)).toBeVisible();
});

test('a field and a button focused before their form hydrates show the focus ring they have once it has', async ({ page }) => {
  // Before hydration a control has none of react-aria's focus attributes, which the kit's rings key on.
  const signUp = page.getByRole('contentinfo').getByRole('form', { name: 'Newsletter sign-up' });
  const focusRings = async () => {
    await signUp.getByRole('textbox', { name: 'Email address' }).focus();
    const ring = () => page.evaluate(() => {
      const { outlineStyle, outlineWidth, outlineColor } = getComputedStyle(document.activeElement!);
      return `${document.activeElement!.tagName} ${outlineStyle} ${outlineWidth} ${outlineColor}`;
    });
    const field = await ring();
    await page.keyboard.press('Tab');
    return [field, await ring()];
  };
  let before: string[] = [];
  await actBeforeHydration(page, '/privacy', async () => {
    // The page's stylesheet in place (scripts are still held): a computed style read earlier has no rule of the kit.
    await expect(page).toHaveURL(/\/privacy$/);
    await page.waitForLoadState('load');
    before = await focusRings();
  });
  await page.locator('footer form[data-hydrated]').waitFor();
  await page.locator('body').focus();
  const after = await focusRings();
  expect(after[0]).toMatch(/^INPUT solid 2px /);
  expect(after[1]).toMatch(/^BUTTON solid 2px /);
  expect(before).toEqual(after);
});

// /solutions waits for the visitor's first action (ADR 0034), and its sliders are in the first view:
// what the visitor does to one before the page has hydrated is shown at once and kept (heldSlides.ts).
const slider = (page: Page, key: keyof typeof roiInputs) => page.getByRole('group', { name: roiInputs[key].label });
/** The point `fraction` of the way along a slider's track, at its middle. */
async function alongTrack(group: Locator, fraction: number) {
  const box = (await group.locator(`[${sliderParts.track}]`).boundingBox())!;
  return { x: box.x + box.width * fraction, y: box.y + box.height / 2 };
}
/** Where the slider's thumb is, in percent of its track. */
const thumbAt = async (group: Locator) => parseFloat(await group.locator(`[${sliderParts.thumb}]`).evaluate((thumb) => (thumb as HTMLElement).style.left));

test('an ROI slider pressed before hydration shows its thumb and printed value there at once and takes that value once hydrated', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  const fte = slider(page, 'fteCost');
  await actBeforeHydration(page, '/solutions', async () => {
    const { x, y } = await alongTrack(fte, 0.2);
    await page.mouse.click(x, y);
    expect(await thumbAt(fte), 'the thumb, before hydration').toBeCloseTo(20, 2);
    await expect(fte.locator('output'), 'the printed value, before hydration').toHaveText('$80,000');
  });

  await expect(fte.locator('output')).toHaveText('$80,000');
  await expect(fte.getByRole('slider')).toHaveValue('80000');
  await expect(page.getByTestId('roi-total')).toHaveText(roiTotalText({ ...roiDefaults, fteCost: 80000 }), firstApiAnswer);
});

test('an ROI slider dragged across hydration follows the same pointer on, and one stepped by keys keeps its steps', async ({ page }) => {
  await page.setViewportSize(phoneViewport);
  const fte = slider(page, 'fteCost');
  const errorRate = slider(page, 'errorRate');
  const release = await holdRequests(page, '**/assets/*.js');
  const loaded = page.goto('/solutions');
  await errorRate.getByRole('slider').focus();
  for (const _ of [1, 2, 3]) await page.keyboard.press('ArrowRight');
  expect(await thumbAt(errorRate), 'the stepped thumb, before hydration').toBeCloseTo(((15 - roiInputs.errorRate.min) / (roiInputs.errorRate.max - roiInputs.errorRate.min)) * 100, 2);
  await expect(errorRate.locator('output'), 'the stepped value, before hydration').toHaveText('15%');
  const start = await alongTrack(fte, 0.2);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  release();
  await loaded;
  await waitForHydration(page);

  const end = await alongTrack(fte, 0.8);
  await page.mouse.move(end.x, end.y, { steps: 5 });
  await expect(fte.locator('output'), 'the drag, once hydrated').toHaveText('$170,000');
  await page.mouse.up();
  await expect(errorRate.locator('output')).toHaveText('15%');
  await expect(page.getByTestId('roi-total')).toHaveText(roiTotalText({ ...roiDefaults, fteCost: 170000, errorRate: 15 }), firstApiAnswer);
});

test('/book-call?type=audit keeps what is typed into its form before hydration, takes no key in its date field until then, and hydrates without an error', async ({ page }) => {
  const errors = recordPageErrors(page);
  const form = page.getByRole('form', { name: bookingFormLabel(parseSessionType('audit')!.label) });
  const firstName = form.getByRole('textbox', { name: 'First name' });
  // The date's first segment: react-aria names it "month" only once hydrated.
  const month = form.getByRole('spinbutton').first();
  await actBeforeHydration(page, '/book-call?type=audit', async () => {
    await firstName.fill('Ada');
    await month.click();
    await page.keyboard.type('12');
    await expect(month, 'the month segment, before hydration').toHaveAttribute('aria-valuetext', 'Empty');
  });

  await expect(form).toHaveAttribute('data-hydrated', '');
  await expect(firstName).toHaveValue('Ada');
  await month.click();
  await page.keyboard.type('12');
  await expect(month, 'the month segment, once hydrated').toHaveText('12');
  expect(errors.take()).toEqual([]);
});
