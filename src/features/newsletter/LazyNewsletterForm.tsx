// The newsletter form sits below the fold wherever it appears (the footer of every page, /resources):
// the prerendered HTML shows it at once, and its code (the form kit and the API client) is fetched and
// hydrates it when it comes within a screen of the viewport, outside the page's first load (issue 11,
// ADR 0057).
import { lazy, memo } from 'react';
import { HydrateWhenNear } from '../../boot/HydrateWhenNear.tsx';
import type { NewsletterFormProps } from './NewsletterForm.tsx';

const NewsletterForm = lazy(() => import('./NewsletterForm.tsx').then((m) => ({ default: m.NewsletterForm })));

// Memoised: a render of the footer must not hand the waiting part new props (it would render at once).
export const LazyNewsletterForm = memo(function LazyNewsletterForm(props: NewsletterFormProps) {
  return (
    <HydrateWhenNear>
      <NewsletterForm {...props} />
    </HydrateWhenNear>
  );
});
