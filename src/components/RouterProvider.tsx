import type { ReactNode } from 'react';
// RAC 1.22 exports RouterProvider from its package root only (no subpath). The root is side-effect
// free ("sideEffects": ["*.css"]), so bundlers keep just this export; see docs in the kit summary.
// eslint-disable-next-line no-restricted-imports
import { RouterProvider } from 'react-aria-components';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';

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

/** Makes every RAC Link (and href on buttons, menu items) navigate through react-router. Render inside a router. */
export function AppRouterProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useAppHref}>
      {children}
    </RouterProvider>
  );
}
