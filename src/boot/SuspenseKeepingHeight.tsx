// A Suspense boundary around prerendered content whose code comes after the page's (a lazy part).
// If an update reaches such a part before its code has come (a navigation, whose new router state
// React cannot tell the part does not read; a render of the page around it), React drops the part's
// static HTML and renders it afresh. An empty fallback then took no room until the code came: what
// lay below moved up, and a page read to its end scrolled up by as much, where back then returned
// (ADR 0057). This fallback keeps the part's last height instead. A part never shown (a
// client-side navigation to its page) has no height yet, and its fallback is empty as before.
import { Suspense, useEffect, useRef, type ReactNode, type RefObject } from 'react';
import { HydrationMark } from './HydrationMark.tsx';
import * as s from './SuspenseKeepingHeight.css.ts';

/** The element's height as last laid out, followed as it changes (a rotated phone wraps the text anew). */
function useLastHeight(element: RefObject<HTMLElement | null>): RefObject<number> {
  const height = useRef(0);
  useEffect(() => {
    if (!element.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.height > 0) height.current = entry.contentRect.height;
    });
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [element]);
  return height;
}

function KeepHeight({ height }: { height: RefObject<number> }) {
  return (
    <div
      ref={(element) => {
        if (element) element.style.height = `${height.current}px`;
      }}
    />
  );
}

export function SuspenseKeepingHeight({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const height = useLastHeight(box);
  return (
    <div ref={box} className={s.box}>
      <Suspense fallback={<KeepHeight height={height} />}>
        {children}
        <HydrationMark />
      </Suspense>
    </div>
  );
}
