// After a client-side navigation: focus moves to the new page's h1 (without scrolling; the router's
// <ScrollRestoration> owns the scroll position) and the new title is announced. Hash links keep the
// router's scroll to their target; a page that already focused one of its own headings keeps it.
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { VisuallyHidden } from '../components/VisuallyHidden.tsx';
import { MAIN_CONTENT_ID } from './SkipLink.tsx';

function focusPageHeading(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const active = document.activeElement;
  if (!main || (active && main.contains(active) && active.matches('h1, h2, h3, [tabindex="-1"]'))) return;
  const heading = main.querySelector<HTMLElement>('h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll: true });
}

export function RouteAnnouncer() {
  const { pathname, hash } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The first location is the page as loaded: nothing to announce or move.
  const shown = useRef(pathname + hash);
  useEffect(() => {
    if (shown.current === pathname + hash) return;
    shown.current = pathname + hash;
    setAnnouncement(document.title);
    if (!hash) focusPageHeading();
  }, [pathname, hash]);
  return (
    <VisuallyHidden>
      <p role="status" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
    </VisuallyHidden>
  );
}
