// A control that hydrates on its own on a page of static HTML (ADR 0082). On such a page (a route
// whose handle says `islands: true`) the prerender loads src/islands.client.tsx instead of React
// Router's scripts, and that script hydrates each island's element with the component of its name;
// the rest of the page stays the prerendered HTML. Everywhere else (the other pages, a client-side
// navigation, the stories) the island renders its children as any part does. `display: contents`:
// the wrapper adds no box, so the layout is the same.
import type { ReactNode } from 'react';

/** The attribute that names an island's component; read by src/islands.client.tsx. */
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

/** A route module's `handle` that makes its prerendered page one of islands. */
export const islandsPage = { islands: true } as const;

/** Whether a route's handle makes its page one of islands. */
export function isIslandsHandle(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && (handle as { islands?: unknown }).islands === true;
}
