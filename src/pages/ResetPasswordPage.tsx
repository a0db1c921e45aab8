// /reset-password (product-rules.md S2, S4, S5, S8): the token comes from the query string. Without
// one: 'Invalid Link' toast and /forgot-password after 3 s. New password and confirmation with
// show/hide toggles, the live requirements checklist (src/domain/password.ts), inline 'Passwords do
// not match', submit disabled until valid. Success: completion view, /signin after 3 s. Failures:
// 'Reset Failed' with the server's message; a connection failure 'Something went wrong. Please try again.'
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../api/api.ts';
import { Button } from '../components/actions/Button.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { Form } from '../components/form/Form.tsx';
import { useForm } from '../components/form/useForm.ts';
import { Link } from '../components/actions/Link.tsx';
import { PasswordField } from '../components/form/PasswordField.tsx';
import { toast } from '../components/overlay/toast.ts';
import { checkPassword } from '../domain/password.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { PasswordChecklist } from '../features/account/PasswordChecklist.tsx';
import { isHttpError, serverMessage } from '../features/account/serverMessage.ts';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';
import { useHydrated } from '../boot/useHydrated.ts';

/** The inline message of product-rules.md S5. */
const mismatchMessage = 'Passwords do not match';

/** product-rules.md S9: both redirects of this page wait 3 seconds. */
export const RESET_REDIRECT_MS = 3000;

function useRedirectAfter(active: boolean, to: string) {
  const navigate = useNavigate();
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => navigate(to), RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [active, to, navigate]);
}

function InvalidLink() {
  useEffect(() => {
    toast(toasts.resetInvalidLink);
  }, []);
  useRedirectAfter(true, '/forgot-password');
  return (
    <AccountPanel title={toasts.resetInvalidToken.title} lead={toasts.resetInvalidLink.description}>
      <p className={styles.lead}>Taking you to the forgot-password page to request a new link…</p>
      <ButtonLink href="/forgot-password" fullWidth>
        Request a New Link
      </ButtonLink>
    </AccountPanel>
  );
}

function Completed() {
  useRedirectAfter(true, '/signin');
  return (
    <AccountPanel title="Password Reset Complete" lead={toasts.passwordReset.description} focusOnMount>
      <p className={styles.lead}>Redirecting you to sign in…</p>
      <ButtonLink href="/signin" fullWidth>
        Go to Sign In
      </ButtonLink>
    </AccountPanel>
  );
}

function ResetForm({ token }: { token: string }) {
  const form = useForm({
    initial: { newPassword: '', confirmPassword: '' },
    required: { newPassword: 'New Password', confirmPassword: 'Confirm Password' },
    missingToast: toasts.resetFieldsRequired,
    asTyped: ['newPassword', 'confirmPassword'],
    checks: [
      ({ newPassword, confirmPassword }) =>
        newPassword === confirmPassword ? undefined : { field: 'confirmPassword', message: mismatchMessage, toast: toasts.resetMismatch },
      ({ newPassword }) => {
        const unmet = checkPassword(newPassword).join(', ');
        return unmet ? { field: 'newPassword', message: `Password must have: ${unmet}`, toast: toasts.resetRequirements(unmet) } : undefined;
      },
    ],
  });
  const [done, setDone] = useState(false);
  const reset = api.auth.resetPassword.useMutation();

  const { newPassword: password, confirmPassword: confirm } = form.values;
  const mismatch = confirm.length > 0 && confirm !== password;
  const valid = checkPassword(password).length === 0 && confirm === password;

  const send = ({ newPassword }: { newPassword: string }) =>
    reset.mutate(
      { token, newPassword },
      {
        onSuccess: () => {
          form.reset();
          setDone(true);
          toast(toasts.passwordReset);
        },
        onError: (error) => toast(isHttpError(error) ? toasts.resetFailed(serverMessage(error)) : toasts.resetNetworkError),
      },
    );

  if (done) return <Completed />;

  return (
    <AccountPanel
      title="Reset Your Password"
      lead="Choose a new password for your account."
      footer={
        <Link href="/signin" variant="inline">
          Back to Sign In
        </Link>
      }
    >
      <Form form={form} onValidSubmit={send} isPending={reset.isPending} className={styles.form} aria-label="Set a new password">
        <PasswordField
          label="New Password"
          toggleName="new password"
          autoComplete="new-password"
          {...form.text('newPassword')}
          aria-describedby="password-requirements"
        />
        <PasswordChecklist password={password} id="password-requirements" />
        <PasswordField
          label="Confirm Password"
          toggleName="confirm password"
          autoComplete="new-password"
          {...form.text('confirmPassword')}
          isInvalid={mismatch}
          errorMessage={mismatch ? mismatchMessage : undefined}
        />
        <Button type="submit" fullWidth isDisabled={!valid} isPending={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </Form>
    </AccountPanel>
  );
}

export const meta = routeMeta();

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  // The prerendered page has no query string: it shows the form (which does not render the token)
  // until hydration, so a link with a token keeps the same form and no link gets the Invalid Link path.
  const hydrated = useHydrated();
  const token = search.get('token')?.trim() ?? '';
  return token || !hydrated ? <ResetForm key={token} token={token} /> : <InvalidLink />;
}
