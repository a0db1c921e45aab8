// The content folder in Vite (docs/content.md, ADR 0046): src/content/loaded/<collection>.ts is
// served as the checked, rendered entries themselves (plain data), so pages get HTML and no Markdown
// parser, YAML reader or zod. A content problem stops `npm run build` and `npm start` before anything
// else happens; in `npm start` drafts and scheduled entries are kept (with their Draft badge) and an
// edited file reloads the page.
import path from 'node:path';
import type { Plugin } from 'vite';
import { contentDir, loadContent, type LoadedContent } from '../src/content/build/load.ts';

const LOADED_MODULE = /\/src\/content\/loaded\/([a-z-]+)\.ts$/;
// An article's body is a module of its own: an article page loads its own text, not every article's.
const BODY_PREFIX = 'virtual:article-body/';
const bodyModule = (id: string) => `${BODY_PREFIX}${id}`;

export function contentCollections(): Plugin {
  let drafts = false;
  let content: LoadedContent | undefined;
  const load = () => (content ??= loadContent({ drafts }));
  return {
    name: 'content-collections',
    enforce: 'pre',
    configResolved(config) {
      drafts = config.command === 'serve' && config.mode === 'development';
    },
    buildStart() {
      load();
    },
    resolveId(id) {
      return id.startsWith(BODY_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (id.startsWith(`\0${BODY_PREFIX}`)) {
        const article = load().articles.find((a) => bodyModule(a.id) === id.slice(1));
        return `export const html = ${JSON.stringify(article?.html ?? '')};\n`;
      }
      const name = LOADED_MODULE.exec(id.replace(/\?.*/, ''))?.[1] as keyof LoadedContent | undefined;
      if (!name) return null;
      if (name !== 'articles') return `export const entries = ${JSON.stringify(load()[name])};\n`;
      const entries = load().articles.map(({ html: _, ...article }) => article);
      const loaders = entries.map((a) => `${JSON.stringify(a.id)}: () => import(${JSON.stringify(bodyModule(a.id))})`);
      return `export const entries = ${JSON.stringify(entries)};\nexport const bodies = {${loaders.join(', ')}};\n`;
    },
    configureServer(server) {
      const dir = contentDir();
      server.watcher.add(dir);
      const reload = (file: string) => {
        if (!file.startsWith(dir + path.sep)) return;
        content = undefined;
        for (const environment of Object.values(server.environments)) {
          for (const module of environment.moduleGraph.idToModuleMap.values()) {
            if (module.id && (LOADED_MODULE.test(module.id) || module.id.startsWith(`\0${BODY_PREFIX}`))) environment.moduleGraph.invalidateModule(module);
          }
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('change', reload).on('add', reload).on('unlink', reload);
    },
  };
}
