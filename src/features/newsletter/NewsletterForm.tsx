// The newsletter sign-up of the footer and the resources page (product-rules.md S4, S5, S8):
// email required (type email), nothing sent when empty, button disabled while pending, field
// cleared on success, a toast either way.
import { useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components/Form';
import { emailPattern } from '../../contract/formats.ts';
import { useLeadCapture } from '../../api/hooks.ts';
import { Button } from '../../components/Button.tsx';
import { TextField } from '../../components/TextField.tsx';
import { toast } from '../../components/toast.ts';
import { cx } from '../../components/cx.ts';
import * as styles from './newsletter.css.ts';

export const newsletterToasts = {
  success: { title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' },
  failure: { title: 'Subscription Error', description: 'Failed to subscribe. Please try again.' },
} as const;

export interface NewsletterFormProps {
  /** 'inverse' on dark surfaces such as the footer. */
  tone?: 'default' | 'inverse';
  className?: string;
}

export function NewsletterForm({ tone = 'default', className }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const subscribe = useLeadCapture();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address || subscribe.isPending) return;
    subscribe.mutate(
      { email: address, source: 'newsletter', metadata: { subscribedAt: new Date().toISOString() } },
      {
        onSuccess: () => {
          setEmail('');
          toast(newsletterToasts.success);
        },
        onError: () => toast(newsletterToasts.failure),
      },
    );
  };

  return (
    <Form
      onSubmit={onSubmit}
      aria-label="Newsletter sign-up"
      className={cx(styles.form, tone === 'inverse' && styles.inverse, className)}
    >
      <TextField
        label="Email address"
        name="email"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        isRequired
        value={email}
        onChange={setEmail}
        validate={(value) => (value.trim() && !emailPattern.test(value.trim()) ? 'Enter a valid email address' : null)}
        className={styles.field}
      />
      <Button type="submit" isPending={subscribe.isPending}>
        Subscribe
      </Button>
    </Form>
  );
}
