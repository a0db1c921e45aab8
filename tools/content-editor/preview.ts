// The content editor's preview (ADR 0071): the site itself, as `npm start` serves it, on a copy of
// the content folder made at each start. The editor page sends the entry being edited (its fields and
// body, unsaved) and this writes it into the copy as the Markdown file it would become; the dev
// server reloads the page in the preview pane, so an article is shown as its page and an event as its
// page and its card, with the site's own components and styles. The copy is not the content folder:
// nothing here changes a file the site is built from. A problem in the entry shows as the dev
// server's banner (ADR 0065).
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stringify } from 'yaml';
import { ID_PATTERN } from '../../src/content/schema/fields.ts';
import { repoRoot, waitForOk } from '../../server/test/harness.ts';

/** The collections with pages of their own, each with the paths that show an entry. */
export const PREVIEW_PATHS: Record<string, (id: string) => string[]> = {
  articles: (id) => [`/article/${id}`],
  events: (id) => [`/event/${id}`, '/resources'],
};

export interface Preview {
  /** The dev server's address, e.g. http://127.0.0.1:4461. */
  origin: string;
  /** Writes an entry into the copy; the paths that show it, or why it cannot be shown. */
  write: (body: unknown) => { paths: string[] } | { error: string };
  stop: () => void;
}

export async function startPreview(options: { contentDir: string; port: number }): Promise<Preview> {
  const work = mkdtempSync(path.join(tmpdir(), 'content-preview-'));
  const copy = path.join(work, 'content');
  cpSync(options.contentDir, copy, { recursive: true });
  const origin = `http://127.0.0.1:${options.port}`;
  const server = spawn(path.join(repoRoot, 'node_modules/.bin/vite'), ['--host', '127.0.0.1', '--port', String(options.port), '--strictPort'], {
    cwd: repoRoot,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own optimizer cache: `npm start` or another check may run beside it (tools/build/vite/content-plugin.ts).
    env: { ...process.env, CONTENT_DIR: copy, CONTENT_PREVIEW_CACHE_DIR: path.join(repoRoot, 'node_modules/.vite-content-preview') },
  });
  let log = '';
  server.stderr.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  const stop = () => {
    try {
      if (server.pid) process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    rmSync(work, { recursive: true, force: true });
  };
  await waitForOk(`${origin}/`, 120_000, () => (server.exitCode === null ? undefined : `the preview's dev server stopped (${server.exitCode}):\n${log}`));

  // The file the last preview wrote: put back as it was (or removed) before the next, so that a title
  // typed letter by letter leaves one entry in the copy, not one per letter.
  let last: string | undefined;
  const putBack = () => {
    if (!last) return;
    const original = path.join(options.contentDir, last);
    if (existsSync(original)) copyFileSync(original, path.join(copy, last));
    else rmSync(path.join(copy, last), { force: true });
    last = undefined;
  };
  const write = (body: unknown): { paths: string[] } | { error: string } => {
    const { collection, id, fields, text } = (body ?? {}) as { collection?: unknown; id?: unknown; fields?: unknown; text?: unknown };
    const paths = typeof collection === 'string' ? PREVIEW_PATHS[collection] : undefined;
    if (!paths) return { error: 'this kind of content has no page of its own to preview' };
    if (typeof id !== 'string' || !ID_PATTERN.test(id)) return { error: 'the entry needs a title to be previewed' };
    if (!fields || typeof fields !== 'object' || Array.isArray(fields) || typeof text !== 'string') return { error: 'no entry to preview' };
    const file = path.join(collection as string, `${id}.md`);
    if (last !== file) putBack();
    mkdirSync(path.join(copy, collection as string), { recursive: true });
    writeFileSync(path.join(copy, file), `---\n${stringify(fields)}---\n${text}\n`);
    last = file;
    return { paths: paths(id) };
  };
  return { origin, write, stop };
}
