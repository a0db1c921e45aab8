// /trial (product-rules.md S2; product-rules.md D3): first name, last name, business email and
// company required, phone optional. Captures a lead with source 'trial' (metadata: the form fields);
// success view; on failure the 'Submission Error' toast and the form stays filled.
import { useState } from 'react';
import { api } from '../api/api.ts';
import { Button } from '../components/actions/Button.tsx';
import { ButtonLink } from '../components/actions/ButtonLink.tsx';
import { validEmail } from '../components/form/checks.ts';
import { Form } from '../components/form/Form.tsx';
import { useForm } from '../components/form/useForm.ts';
import { TextField } from '../components/form/TextField.tsx';
import { toast } from '../components/overlay/toast.ts';
import { toasts } from '../content/toasts.ts';
import { AccountPanel } from '../features/account/AccountPanel.tsx';
import * as styles from '../features/account/account.css.ts';
import { routeMeta } from '../app/meta.ts';

type TrialForm = {
  firstName: string;
  lastName: string;
  email: string;
  company: string;
  phone: string;
};

const empty: TrialForm = { firstName: '', lastName: '', email: '', company: '', phone: '' };

const trialBenefits = ['14-day free trial, no credit card required', '3 AI agents ready to deploy', '50+ integrations included'];

export const meta = routeMeta();

export default function TrialPage() {
  const form = useForm<TrialForm>({
    initial: empty,
    required: { firstName: 'First Name', lastName: 'Last Name', email: 'Business Email', company: 'Company' },
    checks: [validEmail('email')],
  });
  const [done, setDone] = useState<TrialForm | null>(null);
  const capture = api.leads.capture.useMutation();

  const send = (values: TrialForm) =>
    capture.mutate(
      {
        email: values.email,
        source: 'trial',
        firstName: values.firstName,
        lastName: values.lastName,
        company: values.company,
        ...(values.phone ? { phone: values.phone } : {}),
        metadata: { ...values, submittedAt: new Date().toISOString() },
      },
      {
        onSuccess: () => setDone(values),
        onError: () => toast(toasts.trialError),
      },
    );

  if (done) {
    return (
      <AccountPanel title="Your Free Trial Is Ready!" lead={`Thanks, ${done.firstName}. We've received your request.`} focusOnMount>
        <p>
          We&apos;ll send your trial access to <strong>{done.email}</strong> shortly. Your 14-day trial for {done.company} includes:
        </p>
        <ul className={styles.benefits}>
          {trialBenefits.map((b) => (
            <li key={b}>{b}</li>
          ))}
        </ul>
        <div className={styles.actions}>
          <ButtonLink href="/playground">Explore the Playground</ButtonLink>
          <ButtonLink href="/book-call?type=discovery" variant="outline">
            Book a Discovery Call
          </ButtonLink>
        </div>
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title="Start Your Free Trial" lead="14 days free. No credit card required." wide>
      <ul className={styles.benefits} aria-label="Included in your trial">
        {trialBenefits.map((b) => (
          <li key={b}>{b}</li>
        ))}
      </ul>
      <Form form={form} onValidSubmit={send} isPending={capture.isPending} className={styles.form} aria-label="Start free trial">
        <div className={styles.row}>
          <TextField label="First Name" autoComplete="given-name" {...form.text('firstName')} />
          <TextField label="Last Name" autoComplete="family-name" {...form.text('lastName')} />
        </div>
        <TextField
          label="Business Email"
          type="email"
          autoComplete="email"
          placeholder="you@company.com"
          {...form.text('email')}
        />
        <TextField label="Company" autoComplete="organization" {...form.text('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" description="Optional" {...form.text('phone')} />
        <Button type="submit" fullWidth isPending={capture.isPending}>
          {capture.isPending ? 'Starting Trial...' : 'Start Free Trial'}
        </Button>
      </Form>
    </AccountPanel>
  );
}
