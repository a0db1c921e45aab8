// Every URL the build prerenders, from the route table and the content: the static routes, each
// article, event and docs topic, the redirects and the 404 page. Node scripts (sitemap, tests) and
// react-router.config.ts read it, so a new route or article is prerendered and listed everywhere.
import { articles } from '../content/articles.ts';
import { events } from '../content/events.ts';
import { redirects, type PageEntry } from './pageTable.ts';
import { routesWithPaths } from './routePaths.ts';

/** Prerendered to 404.html; the static server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = '/404';

const routes = routesWithPaths({ articles, events });

/** Every page with content of its own, in route-table order. */
export function pagePaths(): string[] {
  return routes.flatMap((route) => route.paths);
}

/** The route-table entry of the page at a path ('/about', or '/about/' as the prerenderer asks for it). */
function entryAt(path: string): PageEntry | undefined {
  const page = path.replace(/(.)\/$/, '$1');
  return routes.find((route) => route.paths.includes(page))?.entry;
}

/** A content-only page of issue 11 (a page to read). */
export const isContentOnlyPath = (path: string) => Boolean(entryAt(path)?.contentOnly);

export function prerenderPaths(): string[] {
  return [...pagePaths(), ...redirects.map((r) => r.from), NOT_FOUND_PATH];
}
