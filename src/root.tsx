// The document of every page (framework mode): head from the routes' meta and links, the shell
// around the page, the router's own scroll restoration, and the scripts that hydrate it.
import { useContext, type ReactNode } from 'react';
import { preload } from 'react-dom';
import builtStylesheet from 'virtual:built-stylesheet';
import islandsScripts from 'virtual:islands-script';
import { Links, Meta, Scripts, ScrollRestoration, useMatches } from 'react-router-dom';
import { siteLinks } from './app/meta.ts';
import { pressableStyle } from './config/reactAriaStyles.ts';
import { keepLanding, LANDING_STORAGE_KEY } from './api/landingPage.ts';
import { Island, islandsScriptOf, SpaFallbackRender } from './boot/Island.tsx';
import { AriaProvider } from './components/AriaProvider.tsx';
import { PrerenderScript } from './boot/PrerenderScript.tsx';
import { useMarkPageHydrated } from './boot/HydrationMark.tsx';
import { useResumeNavigationAfterReload } from './shell/staleAssets.ts';
import { Layout as Shell } from './shell/Layout.tsx';
import { RouteFallback } from './shell/RouteFallback.tsx';
import { Toasts } from './shell/Toasts.tsx';
import '@fontsource-variable/manrope/wght.css';
import './design/typeface-core.css';
import manropeCore from './design/fonts/manrope-core-wght.woff2?url';
import './design/global.css';

// The typeface's core file (ASCII and the copy's punctuation: all an English page uses) starts loading
// with the HTML; fontsource's whole latin file loads only where a page has an accented letter.
export const links = () => [{ rel: 'preload', as: 'font', type: 'font/woff2', href: manropeCore, crossOrigin: 'anonymous' as const }, ...siteLinks];

// react-aria's usePress adds this style element (same id, same rule) to the head when the first
// pressable element mounts, unless the document already has it. Added after the first paint, it made
// Chromium rebuild its font faces and lay out all the text again on every page (ADR 0009); in the
// HTML it is there before the first layout. The build allows it in the CSP by its sha256.

export { RootErrorBoundary as ErrorBoundary } from './shell/RootErrorBoundary.tsx';

/**
 * The scripts of the page: React Router's, which hydrate the whole document, or on a page of islands
 * (its route's handle, ADR 0082) in the prerender, its kind's entry of the islands build, which
 * hydrates only its controls. In the browser React Router's always: a client-side navigation renders
 * any page whole. The SPA fallback document, rendered at `/`, is not a page and keeps React Router's.
 */
function PageScripts() {
  const spaFallback = useContext(SpaFallbackRender);
  const kind = useMatches()
    .map((match) => islandsScriptOf(match.handle))
    .find(Boolean);
  const islandsScript = kind && !spaFallback ? islandsScripts?.[kind] : undefined;
  if (!(import.meta.env.SSR && islandsScript)) {
    return (
      <>
        <ScrollRestoration />
        <Scripts />
      </>
    );
  }
  return (
    <>
      {islandsScript.imports.map((href) => (
        <link key={href} rel="modulepreload" href={href} />
      ))}
      <script type="module" src={islandsScript.src} />
    </>
  );
}

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
        <PageScripts />
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
      <Island name="toasts">
        <Toasts />
      </Island>
    </AriaProvider>
  );
}

/** Only the SPA fallback document (a path that was not prerendered) shows this before it loads. */
export function HydrateFallback() {
  return <RouteFallback />;
}
