// /forgot-password (product-rules.md S2, S4, S5, S8): validation toasts 'Email Required' and
// 'Invalid Email', pending, the 'Check Your Email' view with 'Try Different Email' (back to the form,
// email cleared); failures: the server's message (or 'Failed to send reset link.'), and for a
// connection or unreadable answer 'Something went wrong. Please try again.'
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useForgotPassword } from '../api/hooks.ts';
import { Button } from '../components/Button.tsx';
import { Link } from '../components/Link.tsx';
import { TextField } from '../components/TextField.tsx';
import { toast } from '../components/toast.ts';
import { emailPattern } from '../contract/formats.ts';
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
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [returned, setReturned] = useState(false);
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (forgot.isPending) return;
    const address = email.trim();
    if (!address) return void toast(toasts.emailRequired);
    if (!emailPattern.test(address)) return void toast(toasts.invalidEmail);
    forgot.mutate(
      { email: address },
      {
        onSuccess: (answer) => {
          setSentTo(address);
          toast(toasts.resetLinkSent(answer.message));
        },
        onError: (error) =>
          toast(isServerAnswer(error) ? toasts.forgotServerError(serverMessage(error)) : toasts.forgotNetworkError),
      },
    );
  };

  const tryDifferentEmail = () => {
    setEmail('');
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
      <Form onSubmit={onSubmit} className={styles.form} aria-label="Request a reset link" validationBehavior="aria">
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          onChange={setEmail}
        />
        <Button type="submit" fullWidth isPending={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </Form>
    </AccountPanel>
  );
}
