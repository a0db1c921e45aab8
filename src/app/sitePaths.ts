// Every URL the build prerenders, from the route table and the content: the static routes, each
// article, event and docs topic, the redirects and the 404 page. Node scripts (sitemap, tests) and
// react-router.config.ts read it, so a new route or article is prerendered and listed everywhere.
import { articles } from '../content/articles.ts';
import { docTopics } from '../content/docs.ts';
import { events } from '../content/events.ts';
import { redirects, pageTable, type PageEntry } from './pageTable.ts';

/** Prerendered to 404.html; the static server answers unknown paths with it and status 404. */
export const NOT_FOUND_PATH = '/404';

/** The URLs each dynamic route is prerendered for. */
const dynamicPaths: Record<string, string[]> = {
  '/article/:id': articles.map((a) => `/article/${a.id}`),
  '/event/:id': events.map((e) => `/event/${e.id}`),
  '/docs/*': ['/docs', ...docTopics.map((t) => `/docs/${t.topic}`)],
};

const isDynamic = (path: string) => /[:*]/.test(path);

function pathsOf(entry: PageEntry): string[] {
  if (!isDynamic(entry.path)) return [entry.path];
  const paths = dynamicPaths[entry.path];
  if (!paths) throw new Error(`No prerender paths for the dynamic route ${entry.path} (src/app/sitePaths.ts)`);
  return paths;
}

/** Every page with content of its own, in route-table order. */
export function pagePaths(): string[] {
  return pageTable.flatMap(pathsOf);
}

/** The route-table entry of the page at a path ('/about', or '/about/' as the prerenderer asks for it). */
function entryAt(path: string): PageEntry | undefined {
  const page = path.replace(/(.)\/$/, '$1');
  return pageTable.find((entry) => pathsOf(entry).includes(page));
}

/** A content-only page of issue 11 (a page to read). */
export const isContentOnlyPath = (path: string) => Boolean(entryAt(path)?.contentOnly);

export function prerenderPaths(): string[] {
  return [...pagePaths(), ...redirects.map((r) => r.from), NOT_FOUND_PATH];
}
