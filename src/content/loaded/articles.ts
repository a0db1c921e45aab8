// The articles of content/articles/*.md, checked and rendered: the list, and each body on demand. In
// Vite the content plugin (tools/build/vite/content-plugin.ts) replaces this module with the entries
// themselves and one module per body.
import type { ArticleEntry } from '../build/collections.ts';
import { loadCollection } from '../build/load.ts';

const loaded = loadCollection('articles');

export const entries: Omit<ArticleEntry, 'html'>[] = loaded;

export const bodies: Record<string, () => Promise<{ html: string }>> = Object.fromEntries(loaded.map((article) => [article.id, () => Promise.resolve({ html: article.html })]));
