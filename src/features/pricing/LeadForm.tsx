// The form of the pricing lead dialogs (product-rules.md S2-5, 8): Reserve Slot (Mid-Market) and Start Audit
// (Enterprise). Name, email, company and phone are required; 'Submitting...' while pending; on success
// the dialog closes, the form clears and 'Request Submitted!' shows; on failure the form stays.
// The body of LeadDialog, loaded when the dialog opens.
import { useEffect, useRef } from 'react';
import { api } from '../../api/api.ts';
import { Button } from '../../components/actions/Button.tsx';
import { validEmail } from '../../components/form/checks.ts';
import { Form } from '../../components/form/Form.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { leadDialogs, leadForm, type PlanType } from '../../content/pricing.ts';
import { toasts } from '../../content/toasts.ts';
import * as s from './pricing.css.ts';

const empty = { name: '', email: '', company: '', phone: '' };

export default function LeadForm({ planType, close }: { planType: PlanType; close: () => void }) {
  const form = useForm({
    initial: empty,
    required: { name: leadForm.name, email: leadForm.email, company: leadForm.company, phone: leadForm.phone },
    checks: [validEmail('email')],
  });
  const capture = api.leads.capture.useMutation();
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // The submit button is disabled while pending; after a failure it gets focus back for a retry.
  useEffect(() => {
    if (!capture.isPending && refocus.current) {
      refocus.current = false;
      actions.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [capture.isPending]);
  const send = (values: typeof empty) =>
    capture.mutate(
      {
        email: values.email,
        source: 'pricing_page',
        metadata: {
          name: values.name,
          company: values.company,
          phone: values.phone,
          planType,
          submittedAt: new Date().toISOString(),
        },
      },
      {
        onSuccess: () => {
          form.reset();
          toast(toasts.requestSubmitted);
          close();
        },
        onError: () => {
          refocus.current = true;
          toast(toasts.pricingError);
        },
      },
    );

  return (
    <Form form={form} onValidSubmit={send} isPending={capture.isPending} className={s.form} aria-label={leadDialogs[planType].title}>
      <TextField label={leadForm.name} autoComplete="name" {...form.text('name')} />
      <TextField label={leadForm.email} type="email" autoComplete="email" {...form.text('email')} />
      <TextField label={leadForm.company} autoComplete="organization" {...form.text('company')} />
      <TextField label={leadForm.phone} type="tel" autoComplete="tel" {...form.text('phone')} />
      <div className={s.formActions} ref={actions}>
        {/* Disabled with its 'Submitting...' label rather than isPending: the dialog closes on success and
            a pending announcement would be left pointing at a removed button. */}
        <Button type="submit" isDisabled={capture.isPending}>
          {capture.isPending ? leadForm.submitting : leadForm.submit}
        </Button>
      </div>
    </Form>
  );
}
