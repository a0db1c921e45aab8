// The document of every page (framework mode): head from the routes' meta and links, the shell
// around the page, the router's own scroll restoration, and the scripts that hydrate it.
import { Suspense, type ReactNode } from 'react';
import { preload } from 'react-dom';
import builtStylesheet from 'virtual:built-stylesheet';
import { Links, Meta, Scripts, ScrollRestoration } from 'react-router-dom';
import { siteLinks } from './app/meta.ts';
import { pressableStyle } from './config/reactAriaStyles.ts';
import { keepLanding, LANDING_STORAGE_KEY } from './api/landingPage.ts';
import { lazyWithPreload } from './boot/lazyWithPreload.tsx';
import { usePrefetchWhenIdle } from './boot/loadOnDemand.ts';
import { AriaProvider } from './components/AriaProvider.tsx';
import { useToastShown } from './boot/toastDemand.ts';
import { PrerenderScript } from './boot/PrerenderScript.tsx';
import { useMarkPageHydrated } from './boot/HydrationMark.tsx';
import { useResumeNavigationAfterReload } from './shell/staleAssets.ts';
import { Layout as Shell } from './shell/Layout.tsx';
import { RouteFallback } from './shell/RouteFallback.tsx';
import '@fontsource-variable/manrope/wght.css';
import './design/typeface-core.css';
import manropeCore from './design/fonts/manrope-core-wght.woff2?url';
import './design/global.css';

// Toasts appear only after an action: the region mounts with the first toast, and its code is
// fetched once the page is idle after hydrating (or by that first toast), not with the page.
const ToastRegion = lazyWithPreload<object>(() => import('./components/overlay/ToastRegion.tsx').then((m) => ({ default: m.ToastRegion })));

function Toasts() {
  const shown = useToastShown();
  usePrefetchWhenIdle(ToastRegion.preload);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}

// The typeface's core file (ASCII and the copy's punctuation: all an English page uses) starts loading
// with the HTML; fontsource's whole latin file loads only where a page has an accented letter.
export const links = () => [{ rel: 'preload', as: 'font', type: 'font/woff2', href: manropeCore, crossOrigin: 'anonymous' as const }, ...siteLinks];

// react-aria's usePress adds this style element (same id, same rule) to the head when the first
// pressable element mounts, unless the document already has it. Added after the first paint, it made
// Chromium rebuild its font faces and lay out all the text again on every page (ADR 0009); in the
// HTML it is there before the first layout. The build allows it in the CSP by its sha256.

export { RootErrorBoundary as ErrorBoundary } from './shell/RootErrorBoundary.tsx';

export function Layout({ children }: { children: ReactNode }) {
  // The stylesheet is asked for first, ahead of the scripts' modulepreload links: the page's first
  // paint waits for it, not for them (ADR 0051). React writes a preload before the head's links;
  // React Router's own stylesheet link, which comes after them, then finds it on its way.
  if (builtStylesheet) preload(builtStylesheet, { as: 'style' });
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <style id="react-aria-pressable-style">{pressableStyle}</style>
        {import.meta.env.SSR && <PrerenderScript run={keepLanding} args={[LANDING_STORAGE_KEY]} />}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  useResumeNavigationAfterReload();
  useMarkPageHydrated();
  return (
    <AriaProvider>
      <Shell />
      <Toasts />
    </AriaProvider>
  );
}

/** Only the SPA fallback document (a path that was not prerendered) shows this before it loads. */
export function HydrateFallback() {
  return <RouteFallback />;
}
