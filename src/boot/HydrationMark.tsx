// Marks in the page's HTML that say when React has hydrated the part they are in, read by the checks
// that wait for a page to hydrate (tools/testing/hydration.ts) instead of React's private properties
// on the DOM. React hydrates the page's first pass and then each Suspense boundary's HTML in a pass
// of its own (HydrateSeparately, ADR 0009): the first pass marks <html>, and each boundary that holds
// controls carries a mark. An effect runs once its part's commit is done, its events then handled.
import { useEffect, useRef } from 'react';

/** The attribute a hydrated part's mark, and <html> once the first pass is done, carry. */
const hydratedAttribute = 'data-hydrated';

/** Rendered inside a Suspense boundary: set once the boundary's part has hydrated (or, client-side, rendered). */
export function HydrationMark() {
  const mark = useRef<HTMLTemplateElement>(null);
  useEffect(() => mark.current?.setAttribute(hydratedAttribute, ''), []);
  // An empty <template>: inert, no box, nothing to read.
  return <template ref={mark} data-hydration-mark="" />;
}

/** For the root component: <html> is marked once the page's first pass has hydrated. */
export function useMarkPageHydrated(): void {
  useEffect(markPageHydrated, []);
}

/** Marks <html>: the page's first pass (or, on a page of islands, every island) has hydrated. */
export function markPageHydrated(): void {
  document.documentElement.setAttribute(hydratedAttribute, '');
}
