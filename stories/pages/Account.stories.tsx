import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../src/app/pageRoutes';
import { toasts } from '../../src/content/toasts';
import { internalError, invalidResetToken } from '../../src/contract/index.ts';
import { FORGOT_PASSWORD_MESSAGE } from '../../mocks/handlers/auth.ts';
import { db } from '../../mocks/db.ts';
import { now } from '../../mocks/clock.ts';
import { LocationDisplay } from '../components/LocationDisplay';
import { findToast, removeStaleAnnouncements } from '../support/queries';
import { submitAgainAfterRefusal } from '../support/pointer';

// The account screens (product-rules.md S2, S4, S5, S8; product-rules.md D3) on the mock API.
// Each story starts at its route and acts as a visitor; the location probe shows redirects.
function AccountScreens() {
  return (
    <>
      <AppRoutes />
      <LocationDisplay />
    </>
  );
}

const meta = {
  title: 'Pages/Account',
  component: AccountScreens,
} satisfies Meta<typeof AccountScreens>;

export default meta;
type Story = StoryObj<typeof meta>;

const email = 'jamie.rivera@northwind-logistics.example';
const goodPassword = 'Orbit4Agents';
const STORY_TOKEN = 'rst_story_token_0000000001';

async function expectToast(content: { title: string; description?: string }) {
  const toast = await findToast(content.title);
  if (content.description) await expect(toast).toHaveTextContent(content.description);
  await expect(within(document.body).getAllByRole('alertdialog')).toHaveLength(1);
}

/** A password input by its label (the label's visual required marker is not part of its name). */
const labelled = (label: string) => new RegExp(`^${label}\\*?$`);
const getPassword = (canvas: ReturnType<typeof within>, label: string) => canvas.getByLabelText(labelled(label), { selector: 'input' });
const findPassword = (canvas: ReturnType<typeof within>, label: string) => canvas.findByLabelText(labelled(label), { selector: 'input' });

const location = (canvas: ReturnType<typeof within>) => canvas.getByTestId('location');

/** Counts /api requests made while a story runs. */
function watchApiCalls() {
  const spy = spyOn(window, 'fetch');
  return () => spy.mock.calls.filter(([input]) => String(input instanceof Request ? input.url : input).includes('/api/')).length;
}

// ---------------------------------------------------------------------------------------------
// Sign-in and register: no call, no password anywhere, the neutral toast pointing to /trial.

export const SignInDefault: Story = {
  name: 'Sign In Default · signin.default',
  tags: ['state:signin.default'],
  parameters: { route: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toBeRequired();
    await expect(getPassword(canvas, 'Password')).toHaveAttribute('type', 'password');
    await expect(canvas.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    await expect(canvas.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  },
};

export const SignInSubmitted: Story = {
  name: 'Sign In Submitted · signin.submitted',
  tags: ['state:signin.submitted'],
  parameters: { route: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apiCalls = watchApiCalls();
    const logged = [spyOn(console, 'log'), spyOn(console, 'info'), spyOn(console, 'debug')];
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email);
    await userEvent.type(getPassword(canvas, 'Password'), goodPassword);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember me' }));
    // Keyboard only: Enter in the password field submits.
    await userEvent.type(getPassword(canvas, 'Password'), '{Enter}');
    await expectToast(toasts.accountsSoon);
    // The route announcer is a status region too; the form's own status carries the message.
    const note = canvas.getAllByRole('status').find((status) => status.textContent?.includes('Accounts open soon.'));
    await expect(note).toHaveTextContent('Accounts open soon. Sign-in is not available yet.');
    await expect(canvas.getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/trial');
    // The password is cleared, never logged, and nothing was sent; no navigation.
    await expect(getPassword(canvas, 'Password')).toHaveValue('');
    await expect(apiCalls()).toBe(0);
    for (const spy of logged) {
      await expect(spy.mock.calls.flat().some((arg) => String(arg).includes(goodPassword))).toBe(false);
    }
    await expect(location(canvas)).toHaveTextContent('Current path: /signin');
  },
};

export const SignInRequiredFields: Story = {
  parameters: { route: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: 'Email' })).toBeInvalid());
    await expect(canvas.getByText('Email is required')).toBeVisible();
    await expect(canvas.getByText('Password is required')).toBeVisible();
    // As a browser does, the refused form puts the visitor on its first field with a message.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const RegisterDefault: Story = {
  name: 'Register Default · register.default',
  tags: ['state:register.default'],
  parameters: { route: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    for (const name of ['First Name', 'Last Name', 'Email']) await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    await expect(canvas.getByRole('textbox', { name: /^Company/ })).not.toBeRequired();
    await expect(getPassword(canvas, 'Password')).toBeRequired();
    await expect(getPassword(canvas, 'Confirm Password')).toBeRequired();
    const terms = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    await expect(terms).toBeRequired();
    await expect(terms).not.toBeChecked();
    // Submitting without the terms accepted is refused by the form's required-fields check.
    await userEvent.type(canvas.getByRole('textbox', { name: 'First Name' }), 'Jamie');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
    await userEvent.type(getPassword(canvas, 'Password'), goodPassword);
    await userEvent.type(getPassword(canvas, 'Confirm Password'), goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(terms).toBeInvalid());
    await expect(canvas.getByText('Accepting the terms is required')).toBeVisible();
    await expect(terms).toHaveFocus();
    await expect(within(document.body).queryByRole('alertdialog')).toBeNull();
  },
};

export const RegisterSubmitted: Story = {
  parameters: { route: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const apiCalls = watchApiCalls();
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Jamie');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Email' }), email);
    await userEvent.type(getPassword(canvas, 'Password'), goodPassword);
    await userEvent.type(getPassword(canvas, 'Confirm Password'), goodPassword);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expectToast(toasts.accountsSoon);
    await expect(getPassword(canvas, 'Password')).toHaveValue('');
    await expect(getPassword(canvas, 'Confirm Password')).toHaveValue('');
    await expect(apiCalls()).toBe(0);
    await expect(location(canvas)).toHaveTextContent('Current path: /register');
  },
};

// ---------------------------------------------------------------------------------------------
// Trial: lead capture with source 'trial'.

async function fillTrial(canvas: ReturnType<typeof within>) {
  await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Jamie');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
  await userEvent.type(canvas.getByRole('textbox', { name: 'Business Email' }), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Company' }), 'Northwind Logistics');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Phone/ }), '+1 415 555 0100');
}

// Issue 14: on each account form, after a refused submit, typing the missing value and pressing the
// submit button once is taken.
export const SignInAfterRefusal: Story = {
  parameters: { route: '/signin' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Email' }), email);
    await submitAgainAfterRefusal(canvas.getByRole('button', { name: 'Sign In' }), getPassword(canvas, 'Password'), goodPassword);
    await expectToast(toasts.accountsSoon);
  },
};

export const RegisterAfterRefusal: Story = {
  parameters: { route: '/register' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Jamie');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
    await userEvent.type(getPassword(canvas, 'Password'), goodPassword);
    await userEvent.type(getPassword(canvas, 'Confirm Password'), goodPassword);
    await userEvent.click(canvas.getByRole('checkbox'));
    await submitAgainAfterRefusal(canvas.getByRole('button', { name: 'Register' }), canvas.getByRole('textbox', { name: 'Email' }), email);
    await expectToast(toasts.accountsSoon);
  },
};

export const TrialAfterRefusal: Story = {
  parameters: { route: '/trial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByRole('textbox', { name: 'First Name' }), 'Jamie');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Last Name' }), 'Rivera');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Business Email' }), email);
    const company = canvas.getByRole('textbox', { name: 'Company' });
    await submitAgainAfterRefusal(canvas.getByRole('button', { name: 'Start Free Trial' }), company, 'Northwind Logistics');
    await expect(await canvas.findByRole('heading', { name: 'Your Free Trial Is Ready!' })).toBeVisible();
    removeStaleAnnouncements();
  },
};

export const ForgotAfterRefusal: Story = {
  parameters: { route: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'Email' });
    await submitAgainAfterRefusal(canvas.getByRole('button', { name: 'Send Reset Link' }), field, email, () => findToast(toasts.emailRequired.title));
    await findToast('Reset Link Sent');
    removeStaleAnnouncements();
  },
};

export const TrialDefault: Story = {
  name: 'Trial Default · trial.default',
  tags: ['state:trial.default'],
  parameters: { route: '/trial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Start Your Free Trial' })).toBeVisible();
    for (const name of ['First Name', 'Last Name', 'Business Email', 'Company']) {
      await expect(canvas.getByRole('textbox', { name })).toBeRequired();
    }
    const phone = canvas.getByRole('textbox', { name: /^Phone/ });
    await expect(phone).not.toBeRequired();
    await expect(phone).toHaveAttribute('type', 'tel');
    await expect(canvas.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  },
};

export const TrialPending: Story = {
  parameters: { route: '/trial', scenarios: { 'leads.capture': 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillTrial(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    const button = await canvas.findByRole('button', { name: 'Starting Trial...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const TrialSuccess: Story = {
  name: 'Trial Success · trial.success',
  tags: ['state:trial.success'],
  parameters: { route: '/trial' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillTrial(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Your Free Trial Is Ready!' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText("Thanks, Jamie. We've received your request.")).toBeVisible();
    await expect(canvas.getByText(email)).toBeVisible();
    const lead = db.leads.findFirst((q) => q.where({ email }));
    await expect(lead?.source).toBe('trial');
    await expect(lead?.metadata).toMatchObject({ firstName: 'Jamie', lastName: 'Rivera', email, company: 'Northwind Logistics', phone: '+1 415 555 0100' });
    removeStaleAnnouncements();
  },
};

export const TrialError: Story = {
  name: 'Trial Error · trial.error',
  tags: ['state:trial.error'],
  parameters: { route: '/trial', scenarios: { 'leads.capture': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillTrial(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await expectToast(toasts.trialError);
    await expect(toasts.trialError).toMatchObject({ title: 'Submission Error', description: 'Please try again or contact us directly.' });
    // The form stays filled.
    await expect(canvas.getByRole('textbox', { name: 'First Name' })).toHaveValue('Jamie');
    await expect(canvas.getByRole('textbox', { name: 'Business Email' })).toHaveValue(email);
    await expect(canvas.getByRole('textbox', { name: 'Company' })).toHaveValue('Northwind Logistics');
    await expect(canvas.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  },
};

// ---------------------------------------------------------------------------------------------
// Forgot password.

async function requestLink(canvas: ReturnType<typeof within>, address: string) {
  const field = await canvas.findByRole('textbox', { name: 'Email' });
  if (address) await userEvent.type(field, address);
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Link' }));
  return field;
}

export const ForgotForm: Story = {
  name: 'Forgot Form · forgot.form',
  tags: ['state:forgot.form'],
  parameters: { route: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Send Reset Link' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  },
};

export const ForgotEmailRequired: Story = {
  name: 'Forgot Email Required · forgot.email-required',
  tags: ['state:forgot.email-required'],
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'error' } },
  play: async ({ canvasElement }) => {
    await requestLink(within(canvasElement), '');
    await expectToast({ title: 'Email Required', description: 'Please enter your email address.' });
  },
};

export const ForgotInvalidEmail: Story = {
  name: 'Forgot Invalid Email · forgot.invalid-email',
  tags: ['state:forgot.invalid-email'],
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'error' } },
  play: async ({ canvasElement }) => {
    const field = await requestLink(within(canvasElement), 'jamie@northwind');
    await expectToast({ title: 'Invalid Email', description: 'Please enter a valid email address.' });
    await expect(field).toHaveValue('jamie@northwind');
    await expect(field).toHaveAccessibleDescription('Enter a valid email address');
  },
};

export const ForgotSending: Story = {
  name: 'Forgot Sending · forgot.sending',
  tags: ['state:forgot.sending'],
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestLink(canvas, email);
    const button = await canvas.findByRole('button', { name: 'Sending...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  },
};

export const ForgotCheckEmail: Story = {
  name: 'Forgot Check Email · forgot.check-email',
  tags: ['state:forgot.check-email'],
  parameters: { route: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestLink(canvas, email);
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Check Your Email' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText(email)).toBeVisible();
    await expectToast({ title: 'Reset Link Sent', description: FORGOT_PASSWORD_MESSAGE });
    await expect(canvas.getByRole('button', { name: 'Try Different Email' })).toBeVisible();
    removeStaleAnnouncements();
  },
};

export const ForgotTryDifferentEmail: Story = {
  parameters: { route: '/forgot-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestLink(canvas, email);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try Different Email' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot Password?' })).toHaveFocus();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    removeStaleAnnouncements();
  },
};

export const ForgotServerError: Story = {
  name: 'Forgot Server Error · forgot.server-error',
  tags: ['state:forgot.server-error'],
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await requestLink(canvas, email);
    await expectToast({ title: 'Error', description: internalError().error.message });
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue(email);
  },
};

export const ForgotServerRejects: Story = {
  // 400 from the server: its own message is shown.
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'invalid' } },
  play: async ({ canvasElement }) => {
    await requestLink(within(canvasElement), email);
    await expectToast({ title: 'Error', description: 'Email is required' });
  },
};

export const ForgotNetworkError: Story = {
  name: 'Forgot Network Error · forgot.network-error',
  tags: ['state:forgot.network-error'],
  parameters: { route: '/forgot-password', scenarios: { 'auth.forgot-password': 'network' } },
  play: async ({ canvasElement }) => {
    await requestLink(within(canvasElement), email);
    // product-rules.md S8: only the text, no 'Error' title (issue 14).
    const toast = await findToast('Something went wrong. Please try again.');
    await expect(toast.textContent).not.toMatch(/Error/);
  },
};

// ---------------------------------------------------------------------------------------------
// Reset password.

const resetRoute = `/reset-password?token=${STORY_TOKEN}`;

async function fillReset(canvas: ReturnType<typeof within>, password: string, confirm = password) {
  await userEvent.type(await findPassword(canvas, 'New Password'), password);
  await userEvent.type(getPassword(canvas, 'Confirm Password'), confirm);
}

/** A fresh reset token in the mock database, as the forgot-password call would store it. */
async function issueStoryToken() {
  await db.resetTokens.create({ token: STORY_TOKEN, email, createdAt: now().toISOString(), usedAt: null });
}

export const ResetInvalidLink: Story = {
  name: 'Reset Invalid Link · reset.invalid-link',
  tags: ['state:reset.invalid-link'],
  parameters: { route: '/reset-password' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectToast({ title: 'Invalid Link', description: 'This password reset link is invalid or expired.' });
    // product-rules.md S5: a missing token gives 'Invalid Token' (the page's heading; the toast is 'Invalid Link').
    await expect(canvas.getByRole('heading', { level: 1, name: 'Invalid Token' })).toBeVisible();
    await expect(location(canvas)).toHaveTextContent('Current path: /reset-password');
    // After 3 seconds: /forgot-password.
    await waitFor(() => expect(location(canvas)).toHaveTextContent('Current path: /forgot-password'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeVisible();
  },
};

export const ResetForm: Story = {
  name: 'Reset Form · reset.form',
  tags: ['state:reset.form'],
  parameters: { route: resetRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Reset Your Password' })).toBeVisible();
    const password = getPassword(canvas, 'New Password');
    const checklist = canvas.getByRole('list', { name: 'Password requirements' });
    const items = () => within(checklist).getAllByRole('listitem').map((li) => li.textContent?.replace('✓', ''));
    await expect(items()).toEqual([
      'At least 8 characters (not met)',
      'One uppercase letter (not met)',
      'One lowercase letter (not met)',
      'One digit (not met)',
    ]);
    const submit = canvas.getByRole('button', { name: 'Reset Password' });
    await expect(submit).toBeDisabled();
    // The checklist follows the typing.
    await userEvent.type(password, 'orbit4');
    await expect(items()).toEqual([
      'At least 8 characters (not met)',
      'One uppercase letter (not met)',
      'One lowercase letter (met)',
      'One digit (met)',
    ]);
    // Show/hide toggles.
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show new password' }));
    await expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide new password' }));
    await expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show confirm password' }));
    await expect(getPassword(canvas, 'Confirm Password')).toHaveAttribute('type', 'text');
    await userEvent.type(password, 'Agents');
    await expect(items().every((text) => text?.endsWith('(met)'))).toBe(true);
    await userEvent.type(getPassword(canvas, 'Confirm Password'), 'orbit4Agents');
    await expect(submit).toBeEnabled();
  },
};

export const ResetMismatch: Story = {
  name: 'Reset Mismatch · reset.mismatch',
  tags: ['state:reset.mismatch'],
  parameters: { route: resetRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillReset(canvas, goodPassword, 'Orbit4Agentz');
    await expect(canvas.getByText('Passwords do not match')).toBeVisible();
    await expect(getPassword(canvas, 'Confirm Password')).toBeInvalid();
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled();
  },
};

export const ResetPending: Story = {
  name: 'Reset Pending · reset.pending',
  tags: ['state:reset.pending'],
  parameters: { route: resetRoute, scenarios: { 'auth.reset-password': 'slow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillReset(canvas, goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    const button = await canvas.findByRole('button', { name: 'Resetting...' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ResetSuccess: Story = {
  name: 'Reset Success · reset.success',
  tags: ['state:reset.success'],
  parameters: { route: resetRoute },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await issueStoryToken();
    await fillReset(canvas, goodPassword);
    // Keyboard only: Enter submits once the form is valid.
    await userEvent.type(getPassword(canvas, 'Confirm Password'), '{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: 'Password Reset Complete' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText('Your password has been reset successfully.')).toBeVisible();
    await expectToast({ title: 'Password Reset', description: 'Your password has been reset successfully.' });
    await expect(location(canvas)).toHaveTextContent(`Current path: ${resetRoute}`);
    // After 3 seconds: /signin.
    await waitFor(() => expect(location(canvas)).toHaveTextContent('Current path: /signin'));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Welcome Back' })).toBeVisible();
    removeStaleAnnouncements();
  },
};

export const ResetFailed: Story = {
  name: 'Reset Failed · reset.failed',
  tags: ['state:reset.failed'],
  // No such token in the mock database: the server answers 400 with its message.
  parameters: { route: '/reset-password?token=rst_unknown_or_expired_token' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillReset(canvas, goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectToast({ title: 'Reset Failed', description: invalidResetToken().error.message });
    await expect(getPassword(canvas, 'New Password')).toHaveValue(goodPassword);
  },
};

export const ResetNetworkError: Story = {
  name: 'Reset Network Error · reset.network-error',
  tags: ['state:reset.network-error'],
  parameters: { route: resetRoute, scenarios: { 'auth.reset-password': 'network' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillReset(canvas, goodPassword);
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }));
    await expectToast({ title: 'Error', description: 'Something went wrong. Please try again.' });
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled();
  },
};
