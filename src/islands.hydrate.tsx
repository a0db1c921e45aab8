// What every script of a page of islands does (ADR 0082; src/boot/Island.tsx): each island's element
// is hydrated on a root of its own with its component, inside what every control needs (the site's
// locale, the page's path); the rest of the page stays the prerendered HTML and its links load whole
// pages. In mock mode MSW's worker starts first, as in src/entry.client.tsx. Once every island has
// committed, <html> carries the mark the page checks wait for (src/boot/HydrationMark.tsx). Each kind
// of page has its own script, which names its islands (src/islands.client.tsx, src/islands.home.client.tsx),
// so a page loads the code of its own controls only.
import { startTransition, StrictMode, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
// RAC 1.22 exports I18nProvider from its package root only (see src/components/AriaProvider.tsx).
// eslint-disable-next-line no-restricted-imports
import { I18nProvider } from 'react-aria-components';
import { ISLAND_ATTRIBUTE, ISLANDS_PAGE_ATTRIBUTE } from './boot/Island.tsx';
import { markPageHydrated } from './boot/HydrationMark.tsx';
import { siteLocale } from './config/locale.ts';
import { Concierge } from './features/concierge/Concierge.tsx';
import { FooterNewsletter } from './shell/Footer.tsx';
import { MobileMenu } from './shell/MobileMenu.tsx';
import { PerformanceCollector } from './shell/PerformanceCollector.tsx';
import { Toasts } from './shell/Toasts.tsx';
import { CurrentPath } from './shell/useIsCurrentPath.ts';
import { showMockPanelWhenStarted, startMocking } from './startMocking.ts';

/** Each island's component, by the name its <Island> gives it. */
export type Islands = Record<string, ComponentType>;

/** The shell's islands, on every page of islands. */
const shellIslands: Islands = {
  'mobile-menu': MobileMenu,
  'footer-newsletter': FooterNewsletter,
  concierge: Concierge,
  performance: PerformanceCollector,
  toasts: Toasts,
};

function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/** Hydrates the page's islands: the shell's and the page kind's own. */
export function hydrateIslands(pageIslands: Islands): void {
  const islands = { ...shellIslands, ...pageIslands };
  const mocking = startMocking();
  const elements = [...document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
  // The page checks (tools/testing/hydration.ts) then wait for the islands' marks, not the static parts'.
  document.documentElement.setAttribute(ISLANDS_PAGE_ATTRIBUTE, '');
  let waiting = elements.length;
  /** Once per island, however often its effect runs. */
  const onceCommitted = () => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      waiting -= 1;
      if (waiting === 0) markPageHydrated();
    };
  };
  // In a transition, as the whole page's hydration is (src/entry.client.tsx): the work yields to a tap.
  startTransition(() => {
    for (const element of elements) {
      const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? '';
      const Component = islands[name];
      if (!Component) throw new Error(`islands: no component for the island "${name}"`);
      hydrateRoot(
        element,
        <StrictMode>
          <I18nProvider locale={siteLocale}>
            <CurrentPath value={window.location.pathname}>
              <Component />
              <Committed onCommit={onceCommitted()} />
            </CurrentPath>
          </I18nProvider>
        </StrictMode>,
      );
    }
  });
  if (elements.length === 0) markPageHydrated();
  showMockPanelWhenStarted(mocking);
}
