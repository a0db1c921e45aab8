// The paths of the route table's pages for a given set of articles and events: a static route is its
// own path, a dynamic one has a path per article, event or docs topic. Content-free, so the prerender's
// list (sitePaths.ts, the published content) and the content check's link targets
// (src/content/build/load.ts, the entries being loaded) are one list.
import { docTopics } from '../content/docs.ts';
import { pageTable, type PageEntry } from './pageTable.ts';

export const articlePath = (id: string) => `/article/${id}`;
export const eventPath = (id: string) => `/event/${id}`;

export interface ContentIds {
  articles: readonly { id: string }[];
  events: readonly { id: string }[];
}

const isDynamic = (path: string) => /[:*]/.test(path);

/** Each route-table entry with its paths, in route-table order. */
export function routesWithPaths(content: ContentIds): { entry: PageEntry; paths: string[] }[] {
  const dynamicPaths: Record<string, string[]> = {
    '/article/:id': content.articles.map((a) => articlePath(a.id)),
    '/event/:id': content.events.map((e) => eventPath(e.id)),
    '/docs/*': ['/docs', ...docTopics.map((t) => `/docs/${t.topic}`)],
  };
  return pageTable.map((entry) => {
    const paths = isDynamic(entry.path) ? dynamicPaths[entry.path] : [entry.path];
    if (!paths) throw new Error(`No prerender paths for the dynamic route ${entry.path} (src/app/routePaths.ts)`);
    return { entry, paths };
  });
}
