// /signin (product-rules.md S2; product-rules.md D3): there is no account backend, so submitting
// never logs or sends the password and makes no call; it shows the neutral 'accounts open soon' toast
// pointing to /trial, and clears the password.
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

export default function SignInPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPassword('');
    setSubmitted(true);
    toast(toasts.accountsSoon);
  };

  return (
    <AccountPanel
      title="Welcome Back"
      lead="Sign in to your Orbital Agents account"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link href="/register" variant="inline">
            Create an account
          </Link>
        </>
      }
    >
      {submitted && <AccountsSoonNote />}
      <Form onSubmit={onSubmit} className={styles.form} aria-label="Sign in">
        <TextField label="Email" name="email" type="email" autoComplete="email" placeholder="you@company.com" isRequired value={email} onChange={setEmail} />
        <PasswordField label="Password" name="password" isRequired value={password} onChange={setPassword} />
        <div className={styles.between}>
          <Checkbox name="remember" isSelected={remember} onChange={setRemember}>
            Remember me
          </Checkbox>
          <Link href="/forgot-password" variant="inline">
            Forgot password?
          </Link>
        </div>
        <Button type="submit" fullWidth>
          Sign In
        </Button>
      </Form>
    </AccountPanel>
  );
}
