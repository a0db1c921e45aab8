// The content folder in Vite (docs/content.md, ADR 0046): src/content/loaded/<collection>.ts is
// served as the checked, rendered entries themselves (plain data), so pages get HTML and no Markdown
// parser, YAML reader or zod. A content problem stops `npm run build` with every problem listed. In
// `npm start` (ADR 0065) an entry with a problem is left out, the terminal lists the problems and
// every page shows them in a banner (the file, the line, the field, what to write, the line as
// written), and the rest of the site works; drafts and scheduled entries are kept (with their Draft
// badge) and an edited file reloads the page. An article, event or case study with no cover of its
// own and none committed in public/images/covers gets its drawn cover (tools/build/cover-art.ts) from
// the build, and from `npm start` at the same address.
import { existsSync, readFileSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { checkContent, contentDir, loadContent, PREVIEW_ENV, type LoadedContent } from '../../../src/content/build/load.ts';
import { describeProblem, type ContentProblem } from '../../../src/content/build/problems.ts';
import { drawnCoverSrc } from '../../../src/content/images.ts';
import { bannerScript } from './content-banner.ts';
import { drawnCover } from '../cover-art.ts';

const LOADED_MODULE = /\/src\/content\/loaded\/([a-z-]+)\.ts$/;
// An article's body is a module of its own: an article page loads its own text, not every article's.
const BODY_PREFIX = 'virtual:article-body/';
const bodyModule = (id: string) => `${BODY_PREFIX}${id}`;

/** Each problem with the line of its file as written (the banner shows it). */
function withSource(problems: ContentProblem[]) {
  return problems.map((problem) => {
    let source: string | undefined;
    try {
      source = readFileSync(problem.file, 'utf8').split(/\r?\n/)[problem.line - 1];
    } catch {
      source = undefined;
    }
    return { ...problem, ...(source === undefined ? {} : { source }) };
  });
}

/** Adds the banner's script to a page's HTML as it is sent (only while there are problems). */
function injectIntoHtml(res: ServerResponse, script: () => string | undefined) {
  const write = res.write.bind(res);
  const end = res.end.bind(res);
  const writeHead = res.writeHead.bind(res);
  const chunks: Buffer[] = [];
  const isHtml = () => String(res.getHeader('content-type') ?? '').startsWith('text/html');
  // The page grows by the script: a length set before it was added is dropped (the page is sent chunked).
  const withoutLength = (headers: unknown) => {
    if (Array.isArray(headers)) return headers.filter((_, i, all) => !/^content-length$/i.test(String(all[i - (i % 2)])));
    if (headers && typeof headers === 'object') return Object.fromEntries(Object.entries(headers).filter(([name]) => !/^content-length$/i.test(name)));
    return headers;
  };
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const headers = rest.at(-1);
    const isPage = /text\/html/i.test(JSON.stringify(headers ?? '')) || isHtml();
    return isPage ? (writeHead as (...a: unknown[]) => ServerResponse)(status, ...rest.slice(0, -1), withoutLength(headers)) : (writeHead as (...a: unknown[]) => ServerResponse)(status, ...rest);
  }) as typeof res.writeHead;
  res.write = ((chunk: unknown, ...rest: never[]) => {
    if (!isHtml()) return write(chunk as never, ...rest);
    chunks.push(Buffer.from(chunk as string));
    return true;
  }) as typeof res.write;
  res.end = ((chunk?: unknown, ...rest: never[]) => {
    if (!isHtml()) return end(chunk as never, ...rest);
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(chunk as string));
    const tag = script();
    const html = Buffer.concat(chunks).toString('utf8');
    const out = tag ? html.replace('</body>', `${tag}</body>`) : html;
    if (!res.headersSent) res.removeHeader('content-length');
    return end(out);
  }) as typeof res.end;
}

export function contentCollections(): Plugin {
  let drafts = false;
  let dev = false;
  let content: LoadedContent | undefined;
  let problems: ContentProblem[] = [];
  let publicDir = '';
  /** The ids whose drawn cover is not a file of the public folder. */
  const undrawn = () => {
    const loaded = load();
    return [...loaded.articles, ...loaded.events, ...loaded['case-studies']]
      .filter((entry) => entry.image.src === drawnCoverSrc(entry.id) && !existsSync(path.join(publicDir, entry.image.src)))
      .map((entry) => entry.id);
  };
  const load = () => {
    if (content) return content;
    if (!dev) return (content = loadContent({ drafts }));
    ({ content, problems } = checkContent({ drafts }));
    if (problems.length) {
      console.warn(`\nThe content has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`} to fix (left out of this preview; \`npm run build\` refuses them):\n${problems.map((p) => `  - ${describeProblem(p)}`).join('\n')}\n`);
    }
    return content;
  };
  return {
    name: 'content-collections',
    enforce: 'pre',
    config(_, env) {
      // React Router also runs the content modules outside this plugin (its route and config loader,
      // in this process): they leave a broken entry out too instead of stopping the dev server.
      if (env.command === 'serve') process.env[PREVIEW_ENV] = '1';
      // The content editor's preview runs a dev server beside any other (tools/content-editor/preview.ts).
      return process.env.CONTENT_PREVIEW_CACHE_DIR ? { cacheDir: process.env.CONTENT_PREVIEW_CACHE_DIR } : undefined;
    },
    configResolved(config) {
      dev = config.command === 'serve';
      drafts = dev && config.mode === 'development';
      publicDir = config.publicDir;
    },
    async generateBundle() {
      if (this.environment.name !== 'client') return;
      // Every generated picture (covers and avatars) the public folder does not hold yet.
      const { artFiles } = await import('../write-art.ts');
      const drawn = [...artFiles()].filter(([file]) => !existsSync(path.join(publicDir, 'images', file)));
      for (const [file, svg] of drawn) this.emitFile({ type: 'asset', fileName: `images/${file}`, source: svg });
      if (drawn.length) this.info(`drew ${drawn.map(([file]) => file).join(', ')} (not in public/images yet; \`npm run art\` commits them)`);
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
      server.middlewares.use((req, res, next) => {
        const [, folder, name] = /^\/images\/(covers|avatars)\/([a-z0-9-]+)\.svg$/.exec(req.url ?? '') ?? [];
        if (folder && name && !existsSync(path.join(publicDir, 'images', folder, `${name}.svg`))) {
          const send = (svg: string) => res.writeHead(200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-cache' }).end(svg);
          if (folder === 'covers' && undrawn().includes(name)) return send(drawnCover(name));
          if (folder === 'avatars') {
            void import('../write-art.ts').then(({ artFiles }) => {
              const svg = artFiles().get(`avatars/${name}.svg`);
              if (svg) send(svg);
              else next();
            }, next);
            return;
          }
        }
        if (req.method === 'GET' && (req.headers.accept ?? '').includes('text/html')) {
          injectIntoHtml(res, () => {
            load();
            return problems.length ? bannerScript(withSource(problems)) : undefined;
          });
        }
        next();
      });
      const reload = (file: string) => {
        if (!file.startsWith(dir + path.sep)) return;
        content = undefined;
        problems = [];
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
