// The event registration form of product-rules.md S3-5: first name, last name, email and company
// required ('Required Fields Missing', nothing sent), updates on and newsletter off by default,
// 'Registering...' while pending, a lead with source 'event-registration' and the event metadata;
// on failure 'Registration Failed' and the form kept (server field messages on a 400).
import { useState } from 'react';
import type { Key } from 'react-aria-components/ListBox';
import { api } from '../../api/api.ts';
import { Button } from '../../components/actions/Button.tsx';
import { Checkbox } from '../../components/form/Checkbox.tsx';
import { Select } from '../../components/form/Select.tsx';
import { TextArea } from '../../components/form/TextArea.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/overlay/toast.ts';
import type { EventEntry } from '../../content/events.ts';
import { toasts } from '../../content/toasts.ts';
import { companySizes, industries } from '../../contract/options.ts';
import { serverFieldErrors } from '../../api/fieldErrors.ts';
import { personRequired } from '../../components/form/checks.ts';
import { Form } from '../../components/form/Form.tsx';
import { useForm } from '../../components/form/useForm.ts';
import * as s from '../../design/page.css.ts';

const empty = { firstName: '', lastName: '', email: '', company: '', jobTitle: '', phone: '', interests: '', updates: true, newsletter: false };
type Values = typeof empty;

export const eventFormCopy = {
  submit: 'Register Now',
  pending: 'Registering...',
  updates: 'Send me updates and reminders about this event',
  newsletter: 'Subscribe to the newsletter for AI automation insights',
} as const;

export interface EventFormProps {
  event: EventEntry;
  onRegistered: (email: string) => void;
}

export function EventRegistrationForm({ event, onRegistered }: EventFormProps) {
  const form = useForm<Values>({ initial: empty, required: personRequired, missingToast: toasts.requiredFieldsMissing });
  const [companySize, setCompanySize] = useState<Key | null>(null);
  const [industry, setIndustry] = useState<Key | null>(null);
  const register = api.leads.capture.useMutation();

  const send = (values: Values) =>
    register.mutate(
      {
        email: values.email,
        source: 'event-registration',
        firstName: values.firstName,
        lastName: values.lastName,
        company: values.company,
        phone: values.phone,
        metadata: {
          eventId: event.id,
          eventTitle: event.title,
          jobTitle: values.jobTitle,
          companySize: String(companySize ?? ''),
          industry: String(industry ?? ''),
          interests: values.interests,
          newsletter: values.newsletter,
          updates: values.updates,
          registeredAt: new Date().toISOString(),
        },
      },
      {
        onSuccess: () => {
          toast(toasts.registrationSuccessful);
          onRegistered(values.email);
        },
        onError: (error) => {
          form.showErrors(serverFieldErrors(error));
          toast(toasts.eventError);
        },
      },
    );

  return (
    <Form form={form} onValidSubmit={send} isPending={register.isPending} aria-labelledby="event-form-title" className={s.stack}>
      <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
      <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" {...form.text('email')} />
      <TextField label="Company" autoComplete="organization" {...form.text('company')} />
      <TextField label="Job title" autoComplete="organization-title" {...form.text('jobTitle')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
      <Select
        label="Company size"
        name="companySize"
        placeholder="Select company size"
        items={companySizes}
        selectedKey={companySize}
        onSelectionChange={setCompanySize}
      />
      <Select label="Industry" name="industry" placeholder="Select industry" items={industries} selectedKey={industry} onSelectionChange={setIndustry} />
      <TextArea label="What topics interest you most?" rows={3} {...form.text('interests')} />
      <Checkbox {...form.checkbox('updates')}>
        {eventFormCopy.updates}
      </Checkbox>
      <Checkbox {...form.checkbox('newsletter')}>
        {eventFormCopy.newsletter}
      </Checkbox>
      <Button type="submit" size="lg" fullWidth isPending={register.isPending}>
        {register.isPending ? eventFormCopy.pending : eventFormCopy.submit}
      </Button>
    </Form>
  );
}
