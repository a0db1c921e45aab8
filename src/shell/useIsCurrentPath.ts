import { createContext, useContext } from 'react';

/**
 * The current page's path: the router's location in the site (Layout provides it), the document's
 * own on a page of islands (src/islands.hydrate.tsx), where no router runs.
 */
export const CurrentPath = createContext('/');

/** Whether `href` is the current page (or a page below it, e.g. /docs for /docs/quickstart). */
export function useIsCurrentPath(): (href: string) => boolean {
  const pathname = useContext(CurrentPath);
  return (href) => pathname === href || pathname.startsWith(`${href}/`);
}
