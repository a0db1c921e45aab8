import { expect, test, type Page } from './fixtures.ts';
import { toasts } from '../src/content/toasts.ts';
import { expectNoAxeViolations } from './axe.ts';

// The account screens on the demo build (mock API in the browser): every form submitted
// successfully and through a failure scenario, a full password reset with the link from the mock
// mail catcher, and keyboard-only use.

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

test('register: the terms checkbox is required; submitting makes no call and shows the accounts-soon toast', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/register');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jamie');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await passwordInput(page, 'Password').fill(password);
  await passwordInput(page, 'Confirm Password').fill(password);
  const terms = page.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(terms).toHaveAttribute('aria-invalid', 'true');
  await expect(toast(page)).toHaveCount(0);
  // Keyboard: Space ticks the checkbox, Enter on the button submits.
  await terms.focus();
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await page.getByRole('button', { name: 'Register' }).focus();
  await page.keyboard.press('Enter');
  await expectToast(page, toasts.accountsSoon);
  await expect(passwordInput(page, 'Password')).toHaveValue('');
  await expect(page).toHaveURL(/\/register$/);
  expect(calls).toEqual([]);
});

test('trial: captures a lead with source trial and shows the success view', async ({ page }) => {
  const calls = recordApiCalls(page);
  await page.goto('/trial');
  await expectNoAxeViolations(page);
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jamie');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Business Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Company' }).fill('Northwind Logistics');
  await page.getByRole('textbox', { name: /^Phone/ }).fill('+1 415 555 0100');
  await page.getByRole('textbox', { name: /^Phone/ }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your Free Trial Is Ready!' })).toBeFocused();
  await expect(page.getByText(email)).toBeVisible();
  expect(calls).toHaveLength(1);
  expect(calls[0]!.url).toMatch(/\/api\/leads\/capture$/);
  const body = JSON.parse(calls[0]!.body ?? '{}');
  expect(body).toMatchObject({
    email,
    source: 'trial',
    firstName: 'Jamie',
    lastName: 'Rivera',
    company: 'Northwind Logistics',
    phone: '+1 415 555 0100',
    metadata: { firstName: 'Jamie', lastName: 'Rivera', email, company: 'Northwind Logistics', phone: '+1 415 555 0100' },
  });
  await expectNoAxeViolations(page);
});

test('trial failure: Submission Error toast and the form stays filled', async ({ page }) => {
  await page.goto('/trial?scenario=leads.capture:error');
  await page.getByRole('textbox', { name: 'First Name' }).fill('Jamie');
  await page.getByRole('textbox', { name: 'Last Name' }).fill('Rivera');
  await page.getByRole('textbox', { name: 'Business Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Company' }).fill('Northwind Logistics');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expectToast(page, { title: 'Submission Error', description: 'Please try again or contact us directly.' });
  await expect(page.getByRole('textbox', { name: 'Business Email' })).toHaveValue(email);
  await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Northwind Logistics');
  await expectNoAxeViolations(page);
});

test('forgot-password: validation toasts, Check Your Email, Try Different Email', async ({ page }) => {
  await page.goto('/forgot-password');
  await expectNoAxeViolations(page);
  const field = page.getByRole('textbox', { name: 'Email', exact: true });
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, { title: 'Email Required', description: 'Please enter your email address.' });
  await field.fill('jamie@northwind');
  await field.press('Enter');
  await expectToast(page, { title: 'Invalid Email', description: 'Please enter a valid email address.' });
  await field.fill(email);
  await field.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeFocused();
  await expectToast(page, { title: 'Reset Link Sent' });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Try Different Email' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  await expect(field).toHaveValue('');
});

test('forgot-password server failure: Error toast with the server message, email kept', async ({ page }) => {
  await page.goto('/forgot-password?scenario=auth.forgot-password:error');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, { title: 'Error', description: 'Something went wrong on our side. Please try again.' });
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(email);
  await expectNoAxeViolations(page);
});

test('forgot-password network failure: Something went wrong. Please try again.', async ({ page }) => {
  await page.goto('/forgot-password?scenario=auth.forgot-password:network');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expectToast(page, toasts.forgotNetworkError);
});

test('full password reset with the link from the mock mail catcher; the link works once', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check Your Email' })).toBeVisible();

  // The mock panel (bottom left) lists the caught mail.
  const panel = page.getByRole('complementary', { name: 'Mock API controls' });
  await panel.getByRole('button', { name: /^Mock API/ }).click();
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

test('reset-password without a token: Invalid Link toast, then /forgot-password after 3 s', async ({ page }) => {
  await page.goto('/reset-password');
  await expectToast(page, toasts.resetInvalidLink);
  const shownAt = Date.now();
  await expectNoAxeViolations(page);
  await expect(page).toHaveURL(/\/forgot-password$/, { timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(1500);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
});

test('reset-password network failure: Error toast', async ({ page }) => {
  await page.goto('/reset-password?token=rst_anything&scenario=auth.reset-password:network');
  await passwordInput(page, 'New Password').fill(password);
  await passwordInput(page, 'Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, toasts.resetNetworkError);
  await expectNoAxeViolations(page);
});

test('reset-password server failure: Reset Failed with the server message', async ({ page }) => {
  await page.goto('/reset-password?token=rst_anything&scenario=auth.reset-password:error');
  await passwordInput(page, 'New Password').fill(password);
  await passwordInput(page, 'Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expectToast(page, { title: 'Reset Failed', description: 'Something went wrong on our side. Please try again.' });
});
