import { mockPanel, revealMockPanel } from './mockPanel.ts';
import { expect, firstApiAnswer, test, type Page } from './fixtures.ts';
import { toasts } from '../src/content/toasts.ts';
import { expectNoAxeViolations } from './axe.ts';

// The account screens on the demo build (mock API in the browser): what only the built app shows.
// Sign-in by keyboard alone on to /trial, and a full password reset with the link from the mock
// mail catcher. Every form state (validation, success, each failure) is a story in
// stories/pages/Account.stories.tsx.

const email = 'jamie.rivera@northwind-logistics.example';
const password = 'Orbit4Agents';

function toast(page: Page) {
  return page.getByRole('region', { name: /notification/i }).getByRole('alertdialog');
}

async function expectToast(page: Page, content: { title: string; description?: string }) {
  const visible = toast(page);
  await expect(visible).toHaveCount(1);
  await expect(visible).toContainText(content.title);
  if (content.description) await expect(visible).toContainText(content.description);
}

/** Records the /api requests a page makes (the mock service worker answers them in the browser). */
function recordApiCalls(page: Page) {
  const calls: { url: string; body: string | null }[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/')) calls.push({ url: req.url(), body: req.postData() });
  });
  return calls;
}

/** A password input by its label (the label ends with the visual required marker '*'). */
const passwordInput = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\*?$`)).and(page.locator('input'));

test('sign-in by keyboard alone: no call, the password is not logged, the accounts-soon toast points to /trial', async ({ page }) => {
  const calls = recordApiCalls(page);
  const logs: string[] = [];
  page.on('console', (msg) => logs.push(msg.text()));
  await page.goto('/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
  await expectNoAxeViolations(page);

  const emailField = page.getByRole('textbox', { name: 'Email', exact: true });
  await emailField.focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(passwordInput(page, 'Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Show password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(passwordInput(page, 'Password')).toHaveAttribute('type', 'text');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expectToast(page, toasts.accountsSoon);
  await expect(page.getByRole('status').filter({ hasText: 'Accounts open soon.' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/trial');
  await expect(passwordInput(page, 'Password')).toHaveValue('');
  await expect(page).toHaveURL(/\/signin$/);
  expect(calls).toEqual([]);
  expect(logs.filter((line) => line.includes(password))).toEqual([]);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Start your free trial' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Start Your Free Trial' })).toBeVisible();
});

test('full password reset with the link from the mock mail catcher; the link works once', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  // The visit's first /api answer: on a first visit the demo's worker caches the build first (fixtures.ts).
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible(firstApiAnswer);

  // The mock panel (bottom left, shown by the presenter shortcut) lists the caught mail.
  await revealMockPanel(page);
  const panel = mockPanel(page);
  const link = panel.getByRole('list', { name: 'Password reset links' }).getByRole('link').first();
  const href = await link.getAttribute('href');
  expect(href).toMatch(/\/reset-password\?token=rst/);
  await link.click();

  await expect(page.getByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
  await expectNoAxeViolations(page);
  const submit = page.getByRole('button', { name: 'Reset Password' });
  await expect(submit).toBeDisabled();
  await passwordInput(page, 'New Password').fill(password);
  await passwordInput(page, 'Confirm Password').fill('Orbit4Agentz');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await expectNoAxeViolations(page);
  await passwordInput(page, 'Confirm Password').fill(password);
  await expect(submit).toBeEnabled();
  await passwordInput(page, 'Confirm Password').press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Password Reset Complete' })).toBeVisible();
  await expectToast(page, toasts.passwordReset);
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/signin$/, { timeout: 6000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();

  // The same link a second time: the token is used up.
  await page.goto(new URL(href!).pathname + new URL(href!).search);
  await passwordInput(page, 'New Password').fill(password);
  await passwordInput(page, 'Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, { title: 'Reset Failed', description: 'This password reset link is invalid or expired.' });
});

