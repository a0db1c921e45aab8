// /register (product-rules.md S2; product-rules.md D3): browser required-field rules only, the
// terms checkbox required. No account backend: no call, the password is never logged or sent; the
// neutral 'accounts open soon' toast points to /trial and both password fields are cleared.
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

export default function RegisterPage() {
  const form = useForm({
    initial: { firstName: '', lastName: '', email: '', company: '', password: '', confirmPassword: '', terms: false },
    required: {
      firstName: 'First Name',
      lastName: 'Last Name',
      email: 'Email',
      password: 'Password',
      confirmPassword: 'Confirm Password',
      terms: 'Accepting the terms',
    },
    checks: [validEmail('email')],
  });
  const [submitted, setSubmitted] = useState(false);

  const send = () => {
    form.update({ password: '', confirmPassword: '' });
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
      <Form form={form} onValidSubmit={send} className={styles.form} aria-label="Create account">
        <div className={styles.row}>
          <TextField label="First Name" autoComplete="given-name" {...form.text('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.text('lastName')} />
        </div>
        <TextField label="Email" type="email" autoComplete="email" placeholder="you@company.com" {...form.text('email')} />
        <TextField label="Company" autoComplete="organization" description="Optional" {...form.text('company')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.text('password')} />
        <PasswordField
          label="Confirm Password"
          toggleName="confirm password"
          autoComplete="new-password"
          {...form.text('confirmPassword')}
        />
        <Checkbox value="accepted" {...form.checkbox('terms')}>
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
