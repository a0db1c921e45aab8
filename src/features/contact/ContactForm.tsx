// The contact form of product-rules.md S3-5 and 8: first name, email and message required
// ('Missing Required Fields'), a simple email pattern ('Invalid Email'), 'Sending...' while pending,
// then the sent confirmation in place of the button for 5 s with the form cleared; on failure the
// 'Error' toast and the form kept (with the server's field messages on a 400).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { useContactSubmit } from '../../api/hooks.ts';
import { Button } from '../../components/Button.tsx';
import { TextArea } from '../../components/TextArea.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../components/toast.ts';
import { CONTACT_SENT_BANNER_MS, contactCopy } from '../../content/contact.ts';
import { toasts } from '../../content/toasts.ts';
import { emailPattern } from '../../contract/formats.ts';
import * as s from '../../design/page.css.ts';
import { useTextFields } from '../../components/form/useTextFields.ts';
import { serverFieldErrors, type FieldErrors } from '../../api/fieldErrors.ts';
import { requireFields } from '../../components/form/requireFields.ts';

const empty = { firstName: '', lastName: '', email: '', company: '', phone: '', message: '' };
type Values = typeof empty;

export function ContactForm() {
  const { values, setValues, field } = useTextFields<Values>(empty);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  const submit = useContactSubmit();

  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    // The button the visitor pressed is hidden now: focus goes to the confirmation that replaces it.
    banner.current?.focus();
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    const required = { firstName: 'First name', email: 'Email', message: 'Message' };
    if (!requireFields(values, required, setErrors, toasts.contactMissingFields)) return;
    const email = values.email.trim();
    if (!emailPattern.test(email)) {
      setErrors({ email: 'Enter a valid email address' });
      toast(toasts.invalidEmail);
      return;
    }
    setErrors({});
    submit.mutate(
      {
        name: `${values.firstName.trim()} ${values.lastName.trim()}`.trim(),
        email,
        company: values.company.trim(),
        phone: values.phone.trim(),
        message: values.message.trim(),
        formType: 'contact',
      },
      {
        onSuccess: () => {
          setValues(empty);
          setSent(true);
          toast(toasts.messageSent);
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error, { name: 'firstName' }));
          toast(toasts.contactError);
        },
      },
    );
  };

  return (
    <Form onSubmit={onSubmit} validationBehavior="aria" validationErrors={errors} aria-labelledby="contact-form-title">
      <div className={s.formGrid}>
        <TextField label="First name" autoComplete="given-name" isRequired {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" isRequired {...field('lastName')} />
        <TextField label="Email" type="email" autoComplete="email" isRequired {...field('email')} className={s.span2} />
        <TextField label="Company" autoComplete="organization" {...field('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...field('phone')} />
        <TextArea
          label="Message"
          rows={5}
          placeholder="Tell us about your business and what you would like to automate"
          isRequired
          {...field('message')}
          className={s.span2}
        />
      </div>
      <div className={s.formActions}>
        {sent && (
          <div role="status" ref={banner} tabIndex={-1} className={s.successPanel}>
            <p className={s.h3}>{contactCopy.sentTitle}</p>
            <p>{contactCopy.sentText}</p>
          </div>
        )}
        {/* Hidden rather than unmounted while the banner shows: react-aria's pending announcement
            refers to the button by id, and must not point at a removed element. */}
        <div hidden={sent}>
          <Button type="submit" size="lg" isPending={submit.isPending}>
            {submit.isPending ? contactCopy.sending : contactCopy.submit}
          </Button>
        </div>
      </div>
    </Form>
  );
}
