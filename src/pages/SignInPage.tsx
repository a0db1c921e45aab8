// /signin (product-rules.md S2; product-rules.md D3): there is no account backend, so submitting
// never logs or sends the password and makes no call; it shows the neutral 'accounts open soon' toast
// pointing to /trial, and clears the password.
import { useState } from 'react';
import { Button } from '../components/actions/Button.tsx';
import { Checkbox } from '../components/form/Checkbox.tsx';
import { validEmail } from '../components/form/checks.ts';
import { Form } from '../components/form/Form.tsx';
import { useForm } from '../components/form/useForm.ts';
import { Link } from '../components/actions/Link.tsx';
import { PasswordField } from '../components/form/PasswordField.tsx';
import { TextField } from '../components/form/TextField.tsx';
import { toast } from '../components/overlay/toast.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import { AccountsSoonNote } from '../features/account/AccountsSoonNote.tsx';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';

export const meta = routeMeta();

export default function SignInPage() {
  const form = useForm({
    initial: { email: '', password: '', remember: false },
    required: { email: 'Email', password: 'Password' },
    checks: [validEmail('email')],
  });
  const [submitted, setSubmitted] = useState(false);

  const send = () => {
    form.update({ password: '' });
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
      <Form form={form} onValidSubmit={send} className={styles.form} aria-label="Sign in">
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@company.com" {...form.text('email')} />
        <PasswordField label="Password" {...form.text('password')} />
        <div className={styles.between}>
          <Checkbox {...form.checkbox('remember')}>
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
