// A prerendered part far below the fold (the footer's sign-up form) whose code is fetched, and whose
// static HTML hydrates, only when it comes within a screen of the viewport (issue 11, ADR 0057).
// Until then it is plain HTML: a form in it keeps what is typed (src/components/form/useTypedBeforeHydration.ts).
import { use, useEffect, useRef, useState, type ReactNode } from 'react';
import { SuspenseKeepingHeight } from './SuspenseKeepingHeight.tsx';
import { useHydrated } from './useHydrated.ts';

/** How far outside the viewport the part starts loading: one screen's height above and below. */
const nearMargin = '100% 0px';

function whenNearViewport(element: Element, callback: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    callback();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      callback();
    },
    { rootMargin: nearMargin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

/** A promise and the function that resolves it. */
function gate(): { promise: Promise<void>; open: () => void } {
  let open = () => {};
  const promise = new Promise<void>((resolve) => (open = resolve));
  return { promise, open };
}

/** Already settled, and marked so (`status`) for `use`, which then reads it without suspending. */
const settled: Promise<void> = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * Waits for `until` only while it hydrates. Rendered in the browser instead (a client-side navigation,
 * or React dropping the static HTML because a context above it changed first), it renders at once.
 * `use` is called on every render: React reports a component that suspended in `use` and then
 * rendered without calling it.
 */
function Await({ until, children }: { until: Promise<void> | undefined; children: ReactNode }) {
  const hydrating = !useHydrated();
  use(until && hydrating ? until : settled);
  return children;
}

export function HydrateWhenNear({ children }: { children: ReactNode }) {
  const part = useRef<HTMLDivElement>(null);
  // Not in the prerender: it renders the part as it is.
  const [near] = useState(() => (typeof document === 'undefined' ? undefined : gate()));

  useEffect(() => {
    if (!near || !part.current) return;
    return whenNearViewport(part.current, near.open);
  }, [near]);

  return (
    // The attribute tells the checks that wait for a page to hydrate (tools/testing/hydration.ts) to leave it.
    <div ref={part} data-hydrates-when-near="">
      <SuspenseKeepingHeight>
        <Await until={near?.promise}>{children}</Await>
      </SuspenseKeepingHeight>
    </div>
  );
}
