// The pricing lead dialogs (product-rules.md S2-5, 8): Reserve Slot (Mid-Market) and Start Audit
// (Enterprise). Name, email, company and phone are required; 'Submitting...' while pending; on success
// the dialog closes, the form clears and 'Request Submitted!' shows; on failure the form stays.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLeadCapture } from '../../api/hooks.ts';
import { Button, type ButtonProps } from '../../components/Button.tsx';
import { Dialog, DialogTrigger } from '../../components/Dialog.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../components/toast.ts';
import { leadDialogs, leadForm, type PlanType } from '../../content/pricing.ts';
import { toasts } from '../../content/toasts.ts';
import * as s from './pricing.css.ts';

const empty = { name: '', email: '', company: '', phone: '' };

function LeadForm({ planType, close }: { planType: PlanType; close: () => void }) {
  const [values, setValues] = useState(empty);
  const capture = useLeadCapture();
  const actions = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  // The submit button is disabled while pending; after a failure it gets focus back for a retry.
  useEffect(() => {
    if (!capture.isPending && refocus.current) {
      refocus.current = false;
      actions.current?.querySelector<HTMLElement>('button')?.focus();
    }
  }, [capture.isPending]);
  const set = (key: keyof typeof empty) => (value: string) => setValues((prev) => ({ ...prev, [key]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (capture.isPending) return;
    capture.mutate(
      {
        email: values.email.trim(),
        source: 'pricing_page',
        metadata: {
          name: values.name.trim(),
          company: values.company.trim(),
          phone: values.phone.trim(),
          planType,
          submittedAt: new Date().toISOString(),
        },
      },
      {
        onSuccess: () => {
          setValues(empty);
          toast(toasts.requestSubmitted);
          close();
        },
        onError: () => {
          refocus.current = true;
          toast(toasts.pricingError);
        },
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} className={`${s.form} ${s.dialogBody}`} aria-label={leadDialogs[planType].title}>
      <TextField label={leadForm.name} name="name" autoComplete="name" isRequired value={values.name} onChange={set('name')} autoFocus />
      <TextField label={leadForm.email} name="email" type="email" autoComplete="email" isRequired value={values.email} onChange={set('email')} />
      <TextField label={leadForm.company} name="company" autoComplete="organization" isRequired value={values.company} onChange={set('company')} />
      <TextField label={leadForm.phone} name="phone" type="tel" autoComplete="tel" isRequired value={values.phone} onChange={set('phone')} />
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

export function LeadDialog({ planType, variant }: { planType: PlanType; variant?: ButtonProps['variant'] }) {
  const copy = leadDialogs[planType];
  return (
    <DialogTrigger>
      <Button variant={variant} fullWidth>
        {copy.trigger}
      </Button>
      <Dialog title={copy.title} description={copy.description} size="md">
        {({ close }) => <LeadForm planType={planType} close={close} />}
      </Dialog>
    </DialogTrigger>
  );
}
