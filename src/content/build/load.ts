// Loads the content folder (content/<collection>/*.md, docs/content.md): reads each file, checks its
// fields against the collection's schema, renders its Markdown to HTML and checks its links. Any
// problem stops the build with the file, the line and the field; `npm start` leaves the entry out
// and shows the problem instead (checkContent, ADR 0065). Node runs it directly (the
// prerender's path list, the sitemap, the feed); in Vite the content plugin
// (tools/build/vite/content-plugin.ts) serves what it returns in place of src/content/loaded/*, so no parser
// reaches a page. CONTENT_DIR points it at another folder (tests).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { redirects } from '../../app/pageTable.ts';
import { routesWithPaths } from '../../app/routePaths.ts';
import { resolveSiteUrl } from '../../config/siteUrl.ts';
import { feed } from '../feed.ts';
import { collections, type CollectionName, type EntryOf } from './collections.ts';
import { parseFrontmatter } from './frontmatter.ts';
import { problemsOf } from './issues.ts';
import { renderMarkdown } from './markdown.ts';
import { ContentError, type ContentProblem } from './problems.ts';
import { ID_PATTERN } from '../schema/fields.ts';
import { COVERS_PATH } from '../images.ts';

export interface LoadOptions {
  /** Keep drafts and scheduled entries (marked `draft: true`): `npm start` does, builds do not. */
  drafts?: boolean;
  /** The folder holding one folder per collection. */
  dir?: string;
  /** Entries dated after this are scheduled, not published. */
  now?: Date;
}

export type LoadedContent = { [C in CollectionName]: EntryOf<C>[] };

export const contentDir = () => path.resolve(process.env.CONTENT_DIR ?? 'content');

const today = (now: Date) => now.toISOString().slice(0, 10);

function readCollection(dir: string, name: CollectionName) {
  const folder = path.join(dir, name);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => ({ file: path.relative(process.cwd(), path.join(folder, file)) || file, id: file.slice(0, -'.md'.length), source: readFileSync(path.join(folder, file), 'utf8') }));
}

/** The content, and every problem found: an entry with a problem in its file name or fields is left out. */
export function checkContent(options: LoadOptions = {}): { content: LoadedContent; problems: ContentProblem[] } {
  const { drafts = false, dir = contentDir(), now = new Date() } = options;
  const siteOrigin = resolveSiteUrl(process.env.SITE_URL);
  const problems: ContentProblem[] = [];
  const links: { file: string; href: string; line: number }[] = [];
  // The site's public folder beside the content folder, as in a clone: uploaded covers live there.
  const publicDir = path.join(path.dirname(dir), 'public');
  const loaded = {} as Record<CollectionName, { id: string; draft?: boolean }[]>;

  for (const name of Object.keys(collections) as CollectionName[]) {
    const collection = collections[name];
    const seen = new Map<string, string>();
    const entries: { id: string; draft?: boolean; sortKey: string | number }[] = [];
    for (const { file, id, source } of readCollection(dir, name)) {
      const before = problems.length;
      if (!ID_PATTERN.test(id)) problems.push({ file, line: 1, message: `the file name "${id}.md" is the page's address: use lowercase letters, digits and hyphens only (e.g. my-new-article.md)` });
      const duplicate = seen.get(id.toLowerCase());
      if (duplicate) problems.push({ file, line: 1, message: `has the same id "${id}" as ${duplicate}: rename one of the two files` });
      seen.set(id.toLowerCase(), file);

      const parsed = parseFrontmatter(source);
      problems.push(...parsed.syntaxErrors.map((e) => ({ file, ...e })));
      if (parsed.syntaxErrors.length) continue;
      const checked = collection.schema.safeParse(parsed.data);
      if (!checked.success) {
        problems.push(...problemsOf(checked.error, parsed, file, collection.schema));
        continue;
      }
      if (problems.length > before) continue;
      const rendered = renderMarkdown(parsed.body, parsed.bodyOffset, siteOrigin, collection.toc);
      problems.push(...rendered.problems.map((p) => ({ file, ...p })));
      links.push(...rendered.internalLinks.map((l) => ({ file, ...l })));
      const { draft, ...fields } = checked.data as { draft?: boolean; date?: string; cover?: string };
      if (fields.cover && !existsSync(path.join(publicDir, fields.cover))) {
        problems.push({ file, line: parsed.lineOf(['cover']), field: 'cover', message: `the picture ${fields.cover} is not in the covers folder (public${COVERS_PATH}/): upload it again with the editor's media library, or empty the field to have one drawn` });
        continue;
      }
      const scheduled = collection.scheduledByDate && fields.date !== undefined && fields.date > today(now);
      if ((draft || scheduled) && !drafts) continue;
      const entry = collection.toEntry(id, fields as never, rendered);
      entries.push({ ...entry, ...(draft || scheduled ? { draft: true } : {}), sortKey: collection.sortKey(checked.data as never, id) });
    }
    loaded[name] = entries.sort((a, b) => (a.sortKey < b.sortKey ? -1 : a.sortKey > b.sortKey ? 1 : 0)).map(({ sortKey: _, ...entry }) => entry);
  }

  const known = new Set([...routesWithPaths(loaded).flatMap((route) => route.paths), ...redirects.map((r) => r.from), feed.path]);
  for (const link of links) {
    const target = (link.href.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
    if (!known.has(target)) problems.push({ file: link.file, line: link.line, message: `links to ${link.href}, a page this site does not have (or an unpublished one): check the address` });
  }
  return { content: loaded as LoadedContent, problems };
}

/** The content, checked: any problem stops with all of them (a build). */
export function loadContent(options: LoadOptions = {}): LoadedContent {
  const { content, problems } = checkContent(options);
  if (problems.length) throw new ContentError(problems);
  return content;
}

const cache = new Map<string, LoadedContent>();

/** Set by the content plugin in `npm start`: an entry with a problem is left out (the plugin shows the problems). */
export const PREVIEW_ENV = 'CONTENT_PREVIEW';

/** The content as Node scripts see it: the published entries, loaded once per process. */
export function loadCollection<C extends CollectionName>(name: C, options: LoadOptions = {}): EntryOf<C>[] {
  const key = `${options.dir ?? contentDir()}|${options.drafts ?? false}`;
  if (!cache.has(key)) cache.set(key, process.env[PREVIEW_ENV] === '1' ? checkContent(options).content : loadContent(options));
  return cache.get(key)![name];
}
