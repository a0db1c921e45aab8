// A control that hydrates on its own on a page of static HTML (ADR 0082). On such a page (a route
// whose handle is `islandsPage(kind)`) the prerender loads that kind's islands script instead of
// React Router's scripts (src/islands.home.client.tsx for the landing page,
// src/islands.article.client.tsx for an article, src/islands.client.tsx for a page with the shell's
// islands alone), and it hydrates each island's element with the component of its name; the rest of
// the page stays the prerendered HTML. Everywhere else (the other pages, a client-side navigation,
// the stories) the island renders its children as any part does. `display: contents`: the wrapper
// adds no box, so the layout is the same.
import { createContext, type ReactNode } from 'react';

/** The attribute that names an island's component; read by src/islands.hydrate.tsx. */
export const ISLAND_ATTRIBUTE = 'data-island';

/** On <html> of a page of islands once its script runs. */
export const ISLANDS_PAGE_ATTRIBUTE = 'data-islands';

export function Island({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div data-island={name} style={{ display: 'contents' }}>
      {children}
    </div>
  );
}

/** The scripts of the pages of islands, one per kind of page: each names the islands its pages have. */
export const islandsScripts = ['content', 'article', 'home'] as const;
export type IslandsScript = (typeof islandsScripts)[number];

/** A route module's `handle` that makes its prerendered page one of islands, hydrated by its kind's script. */
export const islandsPage = (script: IslandsScript) => ({ islands: script }) as const;

/** The islands script a route's handle names, if it makes its page one of islands. */
export function islandsScriptOf(handle: unknown): IslandsScript | undefined {
  const script = typeof handle === 'object' && handle !== null ? (handle as { islands?: unknown }).islands : undefined;
  return islandsScripts.find((name) => name === script);
}

/**
 * True while the prerender writes React Router's SPA fallback document (`__spa-fallback.html`, what the
 * demo's worker answers an address it has no page for): it renders the root alone, at `/`, and must
 * load React Router's scripts even though `/` is a page of islands. Set by src/entry.server.tsx.
 */
export const SpaFallbackRender = createContext(false);
