import { chunkGlob, countChunkRequests } from './chunkRequests.ts';
import { holdRequests } from './holdRequests.ts';
import { expect, firstApiAnswer, test, waitForHydration, type Page } from './fixtures.ts';
import { conciergeGreeting } from '../src/domain/concierge.ts';
import { expectNoAxeViolations } from './axe.ts';
import { focusedIs, nextInTabOrder, tabTo } from './keyboard.ts';

// The AI Concierge on the demo build (mock API in the browser).

const launcherName = 'Talk to AI Concierge';

async function openChat(page: Page) {
  await page.getByRole('button', { name: launcherName }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  await expect(dialog).toBeVisible();
  return { dialog, input: dialog.getByRole('textbox', { name: 'Message' }) };
}

const greeting = (page: Page) => page.getByRole('region', { name: 'Conversation' }).getByText(conciergeGreeting());
const userMessages = (page: Page) => page.getByRole('dialog').locator('li[data-role="user"]');
const assistantMessages = (page: Page) => page.getByRole('dialog').locator('li[data-role="assistant"]');

test('a conversation: greeting, answers in markdown, kept across a page change', async ({ page }) => {
  const requests = countChunkRequests(page);
  // The conversation's code is not part of the page's initial JavaScript: the page fetches it once
  // idle after hydrating, so the press fetches nothing more (docs/boot.md).
  expect(await (await page.request.get('/')).text()).not.toContain('ConciergeConversation');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => requests('ConciergeConversation'), 'the conversation code, once idle').toBe(1);

  const { dialog, input } = await openChat(page);
  expect(requests('ConciergeConversation'), 'the conversation code, after the press').toBe(1);
  await expect(input).toBeFocused();
  await expect(input).toHaveAttribute('placeholder', 'Ask me anything about Orbital Agents');
  await expect(dialog.getByText('Online')).toBeVisible();

  await input.fill('  Compare the plans  ');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(userMessages(page)).toHaveText(['You: Compare the plans']);
  // The greeting is the visit's first /api answer, which waits for the demo's worker to cache the build.
  await expect(greeting(page)).toBeVisible(firstApiAnswer);
  // The first question is answered after the greeting, from the pricing page: its comparison table,
  // with the section it came from linked under the answer.
  await expect(assistantMessages(page)).toHaveCount(2);
  const answer = assistantMessages(page).nth(1);
  const table = answer.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveText(['', 'Self-Serve', 'Mid-Market', 'Enterprise']);
  await expect(table.getByRole('row').nth(1)).toHaveText(['Setup fee', '$2K', '$15K', '$25K'].join(''));
  await expect(answer.getByRole('list', { name: 'Sources' }).getByRole('link')).toHaveAttribute('href', '/pricing#plan-comparison');
  // The list follows the newest message.
  const scroller = page.getByRole('region', { name: 'Conversation' });
  await expect
    .poll(() => scroller.evaluate((el) => el.scrollHeight - el.clientHeight - el.scrollTop))
    .toBeLessThanOrEqual(1);
  expect(await scroller.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expectNoAxeViolations(page);

  // Escape closes; focus returns to the button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: launcherName })).toBeFocused();

  // Another page: the conversation is still there and goes on in the same session.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  const again = await openChat(page);
  await expect(userMessages(page)).toHaveText(['You: Compare the plans']);
  await expect(assistantMessages(page)).toHaveCount(2);
  await again.input.fill('Is my data secure?');
  await again.input.press('Enter');
  await expect(assistantMessages(page)).toHaveCount(3);
  await expect(assistantMessages(page).nth(2)).toContainText('Data is encrypted in transit and at rest');
  await expect(userMessages(page)).toHaveText(['You: Compare the plans', 'You: Is my data secure?']);
  // Only one greeting: no second session was started.
  await expect(greeting(page)).toHaveCount(1);

  // Asked to book, it offers the call in the chat; the offer opens /book-call in place and closes the dialog.
  await again.input.fill('Can I book a call?');
  await again.input.press('Enter');
  await expect(assistantMessages(page)).toHaveCount(4);
  // The session type follows the conversation: after the security question, the audit.
  await assistantMessages(page).nth(3).getByRole('link', { name: 'Book the Enterprise Audit' }).click();
  await expect(page).toHaveURL(/\/book-call\?type=audit$/);
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('from a page of islands a link loads the next page whole, and the conversation comes back there in the same session', async ({ page }) => {
  await page.goto('/about');
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-islands')), '/about hydrates as islands (ADR 0082)').toBe(true);
  const { input } = await openChat(page);
  await input.fill('Compare the plans');
  await input.press('Enter');
  await expect(greeting(page)).toBeVisible(firstApiAnswer);
  // The whole answer: the field takes text again (closing while it is written would take the question back).
  await expect(assistantMessages(page).nth(1).getByRole('table')).toBeVisible();
  await expect(input).toBeEditable();
  await page.keyboard.press('Escape');

  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await waitForHydration(page);
  expect(await page.evaluate(() => 'samePage' in window), 'a whole-page load').toBe(false);

  const again = await openChat(page);
  await expect(userMessages(page)).toHaveText(['You: Compare the plans']);
  await expect(assistantMessages(page).nth(1).getByRole('table')).toBeVisible();
  await again.input.fill('Is my data secure?');
  await again.input.press('Enter');
  await expect(assistantMessages(page)).toHaveCount(3);
  await expect(greeting(page)).toHaveCount(1);
});

test('tapped while its code is still on the way, the panel opens at once saying Loading…, and the conversation follows', async ({ page }) => {
  const release = await holdRequests(page, chunkGlob('ConciergeConversation'));
  await page.goto('/about');
  const launcher = page.getByRole('button', { name: launcherName });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Loading…');
  await expect(dialog).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  // Escape closes it as it closes the whole panel, and focus goes back to the launcher.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('status')).toHaveText('Loading…');
  expect(release.requested()).toBe(1);
  release();
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  await expect(dialog.getByRole('status')).toHaveCount(0);
  await expect(dialog.getByRole('list', { name: 'Suggested questions' }).getByRole('button')).toHaveCount(4);
  await expectNoAxeViolations(page);
});

test('keyboard: Enter opens, focus moves in, Shift+Enter is a new line, Escape closes and focus returns', async ({ page }) => {
  await page.goto('/pricing');
  const launcher = page.getByRole('button', { name: launcherName });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AI Concierge' });
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await expect(input).toBeFocused();
  const send = dialog.getByRole('button', { name: 'Send message' });
  await expect(send).toBeDisabled();
  await page.keyboard.type('   ');
  await page.keyboard.press('Enter');
  await expect(userMessages(page)).toHaveCount(0);
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('second line');
  await expect(input).toHaveValue('   First line\nsecond line');
  await expect(userMessages(page)).toHaveCount(0);
  await expect(send).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
  // The draft is kept for later.
  await page.keyboard.press('Enter');
  await expect(input).toHaveValue('   First line\nsecond line');
});

test('docked at the bottom right without dimming: the page stays usable and Tab can leave the panel', async ({ page }) => {
  // A page that hydrates whole, so its links navigate client-side (from a page of islands a link
  // loads the next page whole: the test of islands above).
  await page.goto('/solutions');
  const { dialog, input } = await openChat(page);
  const panel = page.locator('[data-concierge-panel="docked"]');
  const { width, height } = await page.evaluate(() => ({ width: document.documentElement.clientWidth, height: document.documentElement.clientHeight }));
  await expect
    .poll(async () => {
      const b = await panel.boundingBox();
      return b && { x: Math.round(b.x), y: Math.round(b.y), width: Math.round(b.width), height: Math.round(b.height) };
    })
    .toEqual({ x: width - 24 - 425, y: height - 24 - 600, width: 425, height: 600 });
  await expect(dialog).not.toHaveAttribute('aria-modal', 'true');
  // Shift+Tab from the panel's first control leaves it for the page.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await page.keyboard.press('Shift+Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement) || document.activeElement === document.body)).toBe(false);
  // A link on the page works with the panel open, and the panel stays open.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing', exact: true }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await input.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: launcherName })).toBeFocused();
});

test("keyboard: Tab past the docked panel's last control goes on to the page, Shift+Tab comes back", async ({ page }) => {
  await page.goto('/');
  const { dialog, input } = await openChat(page);
  await input.fill('Hello');
  const send = dialog.getByRole('button', { name: 'Send message' });
  await expect(send).toBeEnabled();
  // Through the panel from its first control to its last.
  await dialog.getByRole('button', { name: 'Close' }).focus();
  await tabTo(page, send, { max: 12 });
  const next = await nextInTabOrder(page);
  expect(await next.evaluate((element, panel) => panel.contains(element), await dialog.elementHandle())).toBe(false);
  await page.keyboard.press('Tab');
  expect(await focusedIs(page, next), 'Tab from the last control: the page tab order\'s next element').toBe(true);
  await page.keyboard.press('Shift+Tab');
  await expect(send).toBeFocused();
  // The panel is still open, and Escape from it still returns focus to the launcher.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: launcherName })).toBeFocused();
});

test('the online dot pulses, and stands still under reduced motion', async ({ page }) => {
  // The suite runs with reduced motion (playwright.config.ts); this test asks for a visitor's default.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await page.goto('/');
  const pulse = page.getByTestId('concierge-online-dot').locator('span');
  await expect(pulse).not.toHaveCSS('animation-name', 'none');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(pulse).toHaveCSS('animation-name', 'none');
});

