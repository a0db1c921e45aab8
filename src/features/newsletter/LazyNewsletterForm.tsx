// The newsletter form sits below the fold wherever it appears (the footer of every page, /resources):
// the prerendered HTML shows it at once, and its code (the form kit and the API client) hydrates it
// when it arrives, outside the page's first load (issue 11, ADR 0009).
import { lazy, Suspense } from 'react';
import type { NewsletterFormProps } from './NewsletterForm.tsx';

const NewsletterForm = lazy(() => import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })));

export function LazyNewsletterForm(props: NewsletterFormProps) {
  return (
    <Suspense fallback={null}>
      <NewsletterForm {...props} />
    </Suspense>
  );
}
