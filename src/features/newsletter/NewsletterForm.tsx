// The newsletter sign-up of the footer and the resources page (product-rules.md S4, S5, S8):
// email required (type email), nothing sent when empty, button disabled while pending, field
// cleared on success, a toast either way.
import { api } from '../../api/api.ts';
import { Button } from '../../components/actions/Button.tsx';
import { validEmail } from '../../components/form/checks.ts';
import { Form } from '../../components/form/Form.tsx';
import { useForm } from '../../components/form/useForm.ts';
import { TextField } from '../../components/form/TextField.tsx';
import { toast } from '../../components/overlay/toast.ts';
import { cx } from '../../components/cx.ts';
import { toasts } from '../../content/toasts.ts';
import * as styles from './newsletter.css.ts';

export interface NewsletterFormProps {
  /** 'inverse' on dark surfaces such as the footer. */
  tone?: 'default' | 'inverse';
  className?: string;
}

export function NewsletterForm({ tone = 'default', className }: NewsletterFormProps) {
  const form = useForm({ initial: { email: '' }, required: { email: 'Email address' }, checks: [validEmail('email')] });
  const subscribe = api.leads.capture.useMutation();

  const send = ({ email }: { email: string }) =>
    subscribe.mutate(
      { email, source: 'newsletter', metadata: { subscribedAt: new Date().toISOString() } },
      {
        onSuccess: () => {
          form.reset();
          toast(toasts.subscribed);
        },
        onError: () => toast(toasts.newsletterError),
      },
    );

  return (
    <Form
      form={form}
      onValidSubmit={send}
      isPending={subscribe.isPending}
      aria-label="Newsletter sign-up"
      className={cx(styles.form, tone === 'inverse' && styles.inverse, className)}
    >
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="you@company.com"
        {...form.text('email')}
        className={styles.field}
      />
      <Button type="submit" isPending={subscribe.isPending}>
        Subscribe
      </Button>
    </Form>
  );
}
