// /register (product-rules.md S2; product-rules.md D3): browser required-field rules only, the
// terms checkbox required. No account backend: no call, the password is never logged or sent; the
// neutral 'accounts open soon' toast points to /trial and both password fields are cleared.
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { Button } from '../components/Button.tsx';
import { Checkbox } from '../components/Checkbox.tsx';
import { Link } from '../components/Link.tsx';
import { PasswordField } from '../components/PasswordField.tsx';
import { TextField } from '../components/TextField.tsx';
import { toast } from '../components/toast.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { AccountsSoonNote } from '../features/account/AccountsSoonNote.tsx';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function RegisterPage() {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPassword('');
    setConfirmPassword('');
    setSubmitted(true);
    toast(toasts.accountsSoon);
  };

  return (
    <AccountPanel
      title="Create Your Account"
      lead="Join the companies putting AI agents to work"
      wide
      footer={
        <>
          Already have an account?{' '}
          <Link href="/signin" variant="inline">
            Sign in
          </Link>
        </>
      }
    >
      {submitted && <AccountsSoonNote />}
      <Form onSubmit={onSubmit} className={styles.form} aria-label="Create account">
        <div className={styles.row}>
          <TextField label="First Name" name="firstName" autoComplete="given-name" isRequired />
          <TextField label="Last Name" name="lastName" autoComplete="family-name" isRequired />
        </div>
        <TextField label="Email" name="email" type="email" autoComplete="email" placeholder="you@company.com" isRequired />
        <TextField label="Company" name="company" autoComplete="organization" description="Optional" />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
        />
        <PasswordField
          label="Confirm Password"
          name="confirmPassword"
          toggleName="confirm password"
          autoComplete="new-password"
          isRequired
          value={confirmPassword}
          onChange={setConfirmPassword}
        />
        <Checkbox name="terms" value="accepted" isRequired>
          I agree to the Terms of Service and Privacy Policy
        </Checkbox>
        <p className={styles.footer}>
          Read the{' '}
          <Link href="/terms" variant="inline">
            Terms of Service
          </Link>{' '}
          and the{' '}
          <Link href="/privacy" variant="inline">
            Privacy Policy
          </Link>
          .
        </p>
        <Button type="submit" fullWidth>
          Register
        </Button>
      </Form>
    </AccountPanel>
  );
}
