// The event registration form of product-rules.md S3-5: first name, last name, email and company
// required ('Required Fields Missing', nothing sent), updates on and newsletter off by default,
// 'Registering...' while pending, a lead with source 'event-registration' and the event metadata;
// on failure 'Registration Failed' and the form kept (server field messages on a 400).
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import type { Key } from 'react-aria-components/ListBox';
import { useLeadCapture } from '../../api/hooks.ts';
import { Button } from '../../components/Button.tsx';
import { Checkbox } from '../../components/Checkbox.tsx';
import { Select } from '../../components/Select.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../components/toast.ts';
import type { EventEntry } from '../../content/events.ts';
import { toasts } from '../../content/toasts.ts';
import { companySizes, industries } from '../../contract/options.ts';
import { useTextFields } from '../../components/form/useTextFields.ts';
import { serverFieldErrors, type FieldErrors } from '../../api/fieldErrors.ts';
import { personRequired, requireFields } from '../../components/form/requireFields.ts';
import * as s from '../../design/page.css.ts';

const emptyText = { firstName: '', lastName: '', email: '', company: '', jobTitle: '', phone: '', interests: '' };
type TextValues = typeof emptyText;

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
  const { values: text, field } = useTextFields<TextValues>(emptyText);
  const [companySize, setCompanySize] = useState<Key | null>(null);
  const [industry, setIndustry] = useState<Key | null>(null);
  const [updates, setUpdates] = useState(true);
  const [newsletter, setNewsletter] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const register = useLeadCapture();

  const onSubmit = (formEvent: FormEvent<HTMLFormElement>) => {
    formEvent.preventDefault();
    if (register.isPending) return;
    if (!requireFields(text, personRequired, setErrors, toasts.requiredFieldsMissing)) return;
    setErrors({});
    const email = text.email.trim();
    register.mutate(
      {
        email,
        source: 'event-registration',
        firstName: text.firstName.trim(),
        lastName: text.lastName.trim(),
        company: text.company.trim(),
        phone: text.phone.trim(),
        metadata: {
          eventId: event.id,
          eventTitle: event.title,
          jobTitle: text.jobTitle.trim(),
          companySize: String(companySize ?? ''),
          industry: String(industry ?? ''),
          interests: text.interests.trim(),
          newsletter,
          updates,
          registeredAt: new Date().toISOString(),
        },
      },
      {
        onSuccess: () => {
          toast(toasts.registrationSuccessful);
          onRegistered(email);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast(toasts.eventError);
        },
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors} aria-labelledby="event-form-title" className={s.stack}>
      <TextField label="First name" autoComplete="given-name" isRequired {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" isRequired {...field('lastName')} />
      <TextField label="Email" type="email" autoComplete="email" isRequired {...field('email')} />
      <TextField label="Company" autoComplete="organization" isRequired {...field('company')} />
      <TextField label="Job title" autoComplete="organization-title" {...field('jobTitle')} />
      <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
      <Select
        label="Company size"
        name="companySize"
        placeholder="Select company size"
        items={companySizes}
        selectedKey={companySize}
        onSelectionChange={setCompanySize}
      />
      <Select label="Industry" name="industry" placeholder="Select industry" items={industries} selectedKey={industry} onSelectionChange={setIndustry} />
      <TextArea label="What topics interest you most?" rows={3} {...field('interests')} />
      <Checkbox name="updates" isSelected={updates} onChange={setUpdates}>
        {eventFormCopy.updates}
      </Checkbox>
      <Checkbox name="newsletter" isSelected={newsletter} onChange={setNewsletter}>
        {eventFormCopy.newsletter}
      </Checkbox>
      <Button type="submit" size="lg" fullWidth isPending={register.isPending}>
        {register.isPending ? eventFormCopy.pending : eventFormCopy.submit}
      </Button>
    </Form>
  );
}
