// The contact form of product-rules.md S3-5 and 8: first name, email and message required
// ('Missing Required Fields'), a simple email pattern ('Invalid Email'), 'Sending...' while pending,
// then the sent confirmation in place of the button for 5 s with the form cleared; on failure the
// 'Error' toast and the form kept (with the server's field messages on a 400).
import { useEffect, useRef, useState } from 'react';
import { api } from '../../api/api.ts';
import { serverFieldErrors } from '../../api/fieldErrors.ts';
import { Button } from '../../components/actions/Button.tsx';
import { validEmail } from '../../components/form/checks.ts';
import { Form } from '../../components/form/Form.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { TextArea } from '../../components/form/TextArea.tsx';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { CONTACT_SENT_BANNER_MS, contactCopy } from '../../content/contact.ts';
import { toasts } from '../../content/toasts.ts';
import * as s from '../../design/page.css.ts';

const empty = { firstName: '', lastName: '', email: '', company: '', phone: '', message: '' };
type Values = typeof empty;

export function ContactForm() {
  const form = useForm<Values>({
    initial: empty,
    required: { firstName: 'First name', email: 'Email', message: 'Message' },
    missingToast: toasts.contactMissingFields,
    checks: [validEmail('email', toasts.invalidEmail)],
  });
  const [sent, setSent] = useState(false);
  const submit = api.contact.submit.useMutation();

  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!sent) return;
    // The button the visitor pressed is hidden now: focus goes to the confirmation that replaces it.
    banner.current?.focus();
    const timer = setTimeout(() => setSent(false), CONTACT_SENT_BANNER_MS);
    return () => clearTimeout(timer);
  }, [sent]);

  const send = (values: Values) =>
    submit.mutate(
      {
        name: `${values.firstName} ${values.lastName}`.trim(),
        email: values.email,
        company: values.company,
        phone: values.phone,
        message: values.message,
        formType: 'contact',
      },
      {
        onSuccess: () => {
          form.reset();
          setSent(true);
          toast(toasts.messageSent);
        },
        onError: (error) => {
          form.showErrors(serverFieldErrors(error, { name: 'firstName' }));
          toast(toasts.contactError);
        },
      },
    );

  return (
    <Form form={form} onValidSubmit={send} isPending={submit.isPending} aria-labelledby="contact-form-title">
      <div className={s.formGrid}>
        <TextField label="First name" autoComplete="given-name" {...form.text('firstName')} />
        {/* Labelled required but not checked (product-rules.md S5). */}
        <TextField label="Last name" autoComplete="family-name" {...form.text('lastName')} isRequired />
        <TextField label="Email" type="email" autoComplete="email" {...form.text('email')} className={s.span2} />
        <TextField label="Company" autoComplete="organization" {...form.text('company')} />
        <TextField label="Phone" type="tel" autoComplete="tel" {...form.text('phone')} />
        <TextArea
          label="Message"
          rows={5}
          placeholder="Tell us about your business and what you would like to automate"
          {...form.text('message')}
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
