// A private copy of a build folder served by tools/build/serve-static.ts on its own port, for the specs
// that change or stop what is served (a deploy renaming assets, the demo with its server stopped).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures.ts';

export interface ServedCopy {
  readonly base: string;
  /** The folder being served (valid inside the tests). */
  root(): string;
  /** Stops the static server before the end of the file (the browser keeps what it cached). */
  stop(): void;
}

/** Registers beforeAll/afterAll that copy `dir`, serve the copy on 127.0.0.1:`port` and clean up. */
export function serveCopyOf(dir: string, port: number, name: string): ServedCopy {
  const base = `http://127.0.0.1:${port}`;
  let root = '';
  let server: ChildProcess | undefined;
  test.beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), `orbital-${name}-`));
    cpSync(path.resolve(dir), root, { recursive: true });
    server = spawn(process.execPath, ['tools/build/serve-static.ts', root, '--port', String(port)], { stdio: 'ignore' });
    await expect.poll(() => fetch(`${base}/`).then((r) => r.status, () => 0), { timeout: 20_000 }).toBe(200);
  });
  test.afterAll(() => {
    server?.kill();
    rmSync(root, { recursive: true, force: true });
  });
  return {
    base,
    root: () => root,
    stop: () => {
      server?.kill();
      server = undefined;
    },
  };
}
