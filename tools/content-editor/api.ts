// The content editor's backend (ADR 0064): decap-server's file-system handler, run inside the
// editor's own server behind four checks, so that the editor reaches the content folder and the
// covers folder and nothing else, and only from its own page:
// - the Host is the editor's own address (a DNS-rebinding page sends its own name) and a request's
//   Origin is the editor's page;
// - the request carries the token made at this start (the page gets it from /config.json, which
//   only the editor's own address answers);
// - the action is one the editor needs, and every path it names is a Markdown file under the content
//   folder or a picture in the covers folder, checked again after symbolic links are followed;
// - an uploaded picture is a PNG, JPEG, WebP or script-free SVG of at most MAX_COVER_BYTES.
// decap-server itself still refuses `../` and absolute paths (its own check runs after ours).
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { realpathSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COVERS_PATH } from '../../src/content/images.ts';

/** The covers folder, relative to the folder that holds the content folder (as in a clone). */
export const COVERS_FOLDER = `public${COVERS_PATH}`;
export const MAX_COVER_BYTES = 1024 * 1024;
/** A request body: a cover as base64 and the JSON around it. */
const MAX_BODY_BYTES = 2 * MAX_COVER_BYTES;

export const COVER_TYPES = { '.png': 'PNG', '.jpg': 'JPEG', '.jpeg': 'JPEG', '.webp': 'WebP', '.svg': 'SVG' } as const;

type Handler = (req: { body: unknown }, res: DecapResponse, next: () => void) => unknown;
interface DecapResponse {
  status: (code: number) => DecapResponse;
  json: (body: unknown) => void;
}

/** decap-server's own handlers for POST /api/v1 (its joi check, then its fs handler), rooted at `root`. */
async function decapFsHandlers(root: string): Promise<Handler[]> {
  const handlers: Handler[] = [];
  const previous = process.env.GIT_REPO_DIRECTORY;
  process.env.GIT_REPO_DIRECTORY = root;
  const { registerLocalFs } = createRequire(import.meta.url)('decap-server/dist/middlewares.js') as {
    registerLocalFs: (app: unknown, options: { logLevel: string }) => Promise<void>;
  };
  // Its common middlewares (logging, CORS for any local origin, JSON parsing) are ours to do: `use` is dropped.
  await registerLocalFs({ use: () => undefined, post: (_path: string, handler: Handler) => handlers.push(handler) }, { logLevel: 'warn' });
  if (previous === undefined) delete process.env.GIT_REPO_DIRECTORY;
  else process.env.GIT_REPO_DIRECTORY = previous;
  if (handlers.length !== 2) throw new Error(`decap-server registered ${handlers.length} handlers for /api/v1, expected its check and its fs handler`);
  return handlers;
}

/** Why a path may not be touched, or undefined when it may. `kind` is what the action does with it. */
export function refusePath(root: string, contentFolder: string, relative: unknown, kind: 'entry' | 'folder' | 'media' | 'media-folder'): string | undefined {
  if (typeof relative !== 'string' || relative === '') return 'no path given';
  if (relative.includes('\\') || relative.includes('\0') || path.posix.isAbsolute(relative)) return `${relative}: not a relative path`;
  const normal = path.posix.normalize(relative).replace(/\/$/, '');
  if (normal !== relative.replace(/\/$/, '') || normal.split('/').includes('..')) return `${relative}: not a plain path`;
  const base = kind === 'entry' || kind === 'folder' ? contentFolder : COVERS_FOLDER;
  const inside = kind === 'folder' || kind === 'media-folder' ? normal === base || normal.startsWith(`${base}/`) : normal.startsWith(`${base}/`);
  if (!inside) return `${relative}: outside ${base}/`;
  if (kind === 'entry' && !normal.endsWith('.md')) return `${relative}: not a Markdown file`;
  if (kind === 'media' && (normal.slice(base.length + 1).includes('/') || !(path.extname(normal).toLowerCase() in COVER_TYPES))) {
    return `${relative}: a cover is a ${Object.keys(COVER_TYPES).join(', ')} file directly in ${base}/`;
  }
  // Symbolic links: the nearest existing folder of the path must really be inside the allowed folder.
  const allowed = realpathSync(path.join(root, base));
  let existing = path.join(root, normal);
  for (;;) {
    try {
      existing = realpathSync(existing);
      break;
    } catch {
      existing = path.dirname(existing);
    }
  }
  if (existing !== allowed && !existing.startsWith(allowed + path.sep)) return `${relative}: leads outside ${base}/`;
  return undefined;
}

/** Why an uploaded cover is refused (type by its first bytes, size), or undefined. */
export function refuseCover(file: string, content: Buffer): string | undefined {
  if (content.length > MAX_COVER_BYTES) return `${path.basename(file)} is ${(content.length / 1024 / 1024).toFixed(1)} MB: a cover may be ${MAX_COVER_BYTES / 1024 / 1024} MB at most`;
  const type = COVER_TYPES[path.extname(file).toLowerCase() as keyof typeof COVER_TYPES];
  const head = content.subarray(0, 12);
  const is = {
    PNG: head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
    JPEG: head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff,
    WebP: head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP',
    SVG: /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(content.toString('utf8', 0, 2048)),
  };
  if (!type || !is[type]) return `${path.basename(file)} is not a ${type ?? 'picture'} file: upload a PNG, JPEG, WebP or SVG picture`;
  if (type === 'SVG' && /<script|<foreignObject|\son[a-z]+\s*=|javascript:|<!ENTITY/i.test(content.toString('utf8'))) {
    return `${path.basename(file)} holds scripts or events: export the SVG without them`;
  }
  return undefined;
}

interface Asset {
  path?: unknown;
  content?: unknown;
  encoding?: unknown;
}
interface DataFile {
  path?: unknown;
  newPath?: unknown;
}

/** The paths an action names, each with what it is; undefined for an action the editor does not use. */
function pathsOf(body: { action?: unknown; params?: Record<string, unknown> }): { paths: [unknown, Parameters<typeof refusePath>[3]][]; assets: Asset[] } | undefined {
  const p = body.params ?? {};
  switch (body.action) {
    case 'info':
    case 'getDeployPreview':
      return { paths: [], assets: [] };
    case 'entriesByFolder':
      return { paths: [[p.folder, 'folder']], assets: [] };
    case 'entriesByFiles':
      return { paths: (Array.isArray(p.files) ? (p.files as DataFile[]) : [undefined]).map((f) => [f?.path, 'entry']), assets: [] };
    case 'getEntry':
    case 'deleteFile':
      return { paths: [[p.path, 'entry']], assets: [] };
    case 'deleteFiles':
      return { paths: (Array.isArray(p.paths) ? p.paths : [undefined]).map((f) => [f, 'entry']), assets: [] };
    case 'persistEntry': {
      const entry = p.entry as DataFile | undefined;
      const files = Array.isArray(p.dataFiles) ? (p.dataFiles as DataFile[]) : [entry];
      const assets = Array.isArray(p.assets) ? (p.assets as Asset[]) : [];
      return {
        paths: [
          ...files.flatMap((f): [unknown, 'entry'][] => [[f?.path, 'entry'], ...(f?.newPath === undefined ? [] : [[f.newPath, 'entry'] as [unknown, 'entry']])]),
          ...assets.map((a): [unknown, 'media'] => [a.path, 'media']),
        ],
        assets,
      };
    }
    case 'getMedia':
      return { paths: [[p.mediaFolder, 'media-folder']], assets: [] };
    case 'getMediaFile':
      return { paths: [[p.path, 'media']], assets: [] };
    case 'persistMedia':
      return { paths: [[(p.asset as Asset | undefined)?.path, 'media']], assets: [(p.asset as Asset | undefined) ?? {}] };
    default:
      return undefined;
  }
}

export interface EditorApi {
  /** Made at each start; the page's requests carry it. */
  token: string;
  /** The API's path, token included: what the page's configuration names as proxy_url. */
  path: string;
  /** Whether a request's Host is the editor's own address. */
  ownHost: (req: IncomingMessage) => boolean;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
}

const refuse = (res: ServerResponse, status: number, error: string) => {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify({ error }));
};

/** The editor's API for the content folder `contentDir` (the covers folder beside it), answering at `port`. */
export async function editorApi(options: { contentDir: string; port: number; preview?: (body: unknown) => unknown }): Promise<EditorApi> {
  const root = path.dirname(options.contentDir);
  const contentFolder = path.basename(options.contentDir);
  const [check, fs] = await decapFsHandlers(root);
  const token = randomBytes(32).toString('base64url');
  const apiPath = `/api/v1/${token}`;
  const hosts = new Set([`127.0.0.1:${options.port}`, `localhost:${options.port}`]);
  const ownHost = (req: IncomingMessage) => hosts.has(req.headers.host ?? '');

  const handle = (req: IncomingMessage, res: ServerResponse) => {
    if (!ownHost(req)) return refuse(res, 421, `this editor answers at http://127.0.0.1:${options.port}/ only`);
    const origin = req.headers.origin;
    if (origin !== `http://${req.headers.host}`) return refuse(res, 403, 'only the editor page may use its API');
    // The preview's route (the entry as typed, for the site's own pages) shares the token and checks.
    const url = req.url ?? '';
    const previewRoute = Boolean(options.preview) && url.endsWith('/preview');
    const given = Buffer.from(previewRoute ? url.slice(0, -'/preview'.length) : url);
    const expected = Buffer.from(apiPath);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return refuse(res, 403, 'this start of the editor has another token: reload the editor page');
    if (req.method !== 'POST') return refuse(res, 405, 'POST only');
    if (!(req.headers['content-type'] ?? '').startsWith('application/json')) return refuse(res, 415, 'JSON only');

    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        refuse(res, 413, `a cover may be ${MAX_COVER_BYTES / 1024 / 1024} MB at most`);
        req.destroy();
      } else chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      let body: { action?: unknown; params?: Record<string, unknown> };
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as typeof body;
      } catch {
        return refuse(res, 400, 'not JSON');
      }
      if (previewRoute) {
        const answer = options.preview!(body);
        return void res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(answer));
      }
      const named = pathsOf(body);
      if (!named) return refuse(res, 403, `the editor does not use the action ${JSON.stringify(body.action)}`);
      for (const [relative, kind] of named.paths) {
        const why = refusePath(root, contentFolder, relative, kind);
        if (why) return refuse(res, 403, why);
      }
      for (const asset of named.assets) {
        if (asset.encoding !== 'base64' || typeof asset.content !== 'string') return refuse(res, 400, 'a picture comes as base64');
        const why = refuseCover(String(asset.path), Buffer.from(asset.content, 'base64'));
        if (why) return refuse(res, 422, why);
      }
      let status = 200;
      const decapRes: DecapResponse = {
        status: (code) => ((status = code), decapRes),
        json: (answer) => void res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(answer)),
      };
      void check!({ body }, decapRes, () => void fs!({ body }, decapRes, () => undefined));
    });
  };
  return { token, path: apiPath, ownHost, handle };
}
