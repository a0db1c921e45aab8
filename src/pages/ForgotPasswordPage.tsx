// /forgot-password (product-rules.md S2, S4, S5, S8): validation toasts 'Email Required' and
// 'Invalid Email', pending, the 'Check Your Email' view with 'Try Different Email' (back to the form,
// email cleared); failures: the server's message (or 'Failed to send reset link.'), and for a
// connection or unreadable answer 'Something went wrong. Please try again.'
import { useState } from 'react';
import { api } from '../api/api.ts';
import { Button } from '../components/actions/Button.tsx';
import { validEmail } from '../components/form/checks.ts';
import { Form } from '../components/form/Form.tsx';
import { useForm } from '../components/form/useForm.ts';
import { Link } from '../components/actions/Link.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { toast } from '../components/overlay/toast.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { isServerAnswer, serverMessage } from '../features/account/serverMessage.ts';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';

const backLink = (
  <Link href="/signin" variant="inline">
    Back to Sign In
  </Link>
);

export const meta = routeMeta();

export default function ForgotPasswordPage() {
  const form = useForm({
    initial: { email: '' },
    required: { email: 'Email' },
    missingToast: toasts.emailRequired,
    checks: [validEmail('email', toasts.invalidEmail)],
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [returned, setReturned] = useState(false);
  const forgot = api.auth.forgotPassword.useMutation();

  const send = ({ email }: { email: string }) =>
    forgot.mutate(
      { email },
      {
        onSuccess: (answer) => {
          setSentTo(email);
          toast(toasts.resetLinkSent(answer.message));
        },
        onError: (error) =>
          toast(isServerAnswer(error) ? toasts.forgotServerError(serverMessage(error)) : toasts.forgotNetworkError),
      },
    );

  const tryDifferentEmail = () => {
    form.reset();
    setSentTo(null);
    setReturned(true);
    forgot.reset();
  };

  if (sentTo) {
    return (
      <AccountPanel key="sent" title="Check Your Email" focusOnMount footer={backLink}>
        <p className={styles.lead}>
          If an account exists for <strong>{sentTo}</strong>, we sent a link to reset your password. The link is valid for 1 hour.
        </p>
        <p className={styles.lead}>Didn&apos;t get it? Check your spam folder or try another address.</p>
        <Button variant="outline" fullWidth onPress={tryDifferentEmail}>
          Try Different Email
        </Button>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      key="form"
      title="Forgot Password?"
      lead="Enter your email address and we'll send you a link to reset your password."
      footer={backLink}
      focusOnMount={returned}
    >
      <Form form={form} onValidSubmit={send} isPending={forgot.isPending} className={styles.form} aria-label="Request a reset link">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.text('email')}
        />
        <Button type="submit" fullWidth isPending={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
    </AccountPanel>
  );
}
