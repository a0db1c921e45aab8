// Splits a prerendered page's hydration into smaller tasks. React skips a Suspense boundary's server
// HTML on the first hydration pass and hydrates it in a pass of its own, at low priority (sooner if
// the visitor interacts inside it: React hydrates it at once and replays the event). The shell
// (header) and the page's first view then hydrate without waiting for the footer or the page's
// lower sections, and each commit (effects, refs) is smaller.
import { Suspense, type ReactNode } from 'react';
import { HydrationMark } from './HydrationMark.tsx';

/** A part of the page whose static HTML React hydrates in a pass of its own (ADR 0009). */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationMark />
    </Suspense>
  );
}
