// /reset-password (product-rules.md S2, S4, S5, S8): the token comes from the query string. Without
// one: 'Invalid Link' toast and /forgot-password after 3 s. New password and confirmation with
// show/hide toggles, the live requirements checklist (src/domain/password.ts), inline 'Passwords do
// not match', submit disabled until valid. Success: completion view, /signin after 3 s. Failures:
// 'Reset Failed' with the server's message; a connection failure 'Something went wrong. Please try again.'
import { useEffect, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useResetPassword } from '../api/hooks.ts';
import { Button } from '../components/Button.tsx';
import { ButtonLink } from '../components/ButtonLink.tsx';
import { Link } from '../components/Link.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { toast } from '../components/toast.ts';
import { checkPassword } from '../domain/password.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { PasswordChecklist } from '../features/account/PasswordChecklist.tsx';
import { isHttpError, serverMessage } from '../features/account/serverMessage.ts';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';
import { useHydrated } from '../app/useHydrated.ts';

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
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [done, setDone] = useState(false);
  const reset = useResetPassword();

  const unmet = checkPassword(password);
  const mismatch = confirm.length > 0 && confirm !== password;
  const valid = unmet.length === 0 && confirm === password;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reset.isPending) return;
    if (!password || !confirm) return void toast(toasts.resetFieldsRequired);
    if (password !== confirm) return void toast(toasts.resetMismatch);
    if (unmet.length > 0) return void toast(toasts.resetRequirements(unmet.join(', ')));
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => {
          setPassword('');
          setConfirm('');
          setDone(true);
          toast(toasts.passwordReset);
        },
        onError: (error) => toast(isHttpError(error) ? toasts.resetFailed(serverMessage(error)) : toasts.resetNetworkError),
      },
    );
  };

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
      <Form onSubmit={onSubmit} className={styles.form} aria-label="Set a new password" validationBehavior="aria">
        <PasswordField
          label="New Password"
          name="newPassword"
          toggleName="new password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
          aria-describedby="password-requirements"
        />
        <PasswordChecklist password={password} id="password-requirements" />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          toggleName="confirm password"
          autoComplete="new-password"
          isRequired
          value={confirm}
          onChange={setConfirm}
          isInvalid={mismatch}
          errorMessage="Passwords do not match"
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
