import type { ReactNode } from 'react';
// RAC 1.22 exports RouterProvider and I18nProvider from its package root only (no subpath). The root
// is side-effect free ("sideEffects": ["*.css"]), so bundlers keep just these exports; see docs in the
// kit summary.
// eslint-disable-next-line no-restricted-imports
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { siteLocale } from '../config/locale.ts';

declare module '@react-types/shared' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// Absolute URLs (https:, mailto:, //host) bypass the router: react-router would resolve them as paths.
const absoluteUrl = /^([a-z][a-z\d+.-]*:|\/\/)/i;

function useAppHref(href: string): string {
  const routed = useHref(href);
  return absoluteUrl.test(href) ? href : routed;
}

/**
 * What every react-aria control needs from the site: RAC Links (and href on buttons, menu items)
 * navigate through react-router, and controls speak the site's locale, not the browser's (ADR 0027;
 * the build keeps no other locale's strings). Render inside a router, around everything.
 */
export function AriaProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      <I18nProvider locale={siteLocale}>{children}</I18nProvider>
    </RouterProvider>
  );
}
