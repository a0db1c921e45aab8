// The build's scripts and stylesheet, compressed once at build time with Brotli's best quality, next
// to each file as `<file>.br` (ADR 0055). The reference server sends them to a browser that accepts
// Brotli (server/http/static-site.ts `precompressedFiles`); compressing on the fly per request can only
// afford a fast, weaker setting. A static host that compresses by itself ignores them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants } from 'node:zlib';

const compress = promisify(brotliCompress);

/** The files worth compressing: text. Fonts (woff2) and pictures are compressed already. */
const PRECOMPRESSED = /\.(?:js|css|svg|json)$/;

/** Writes `<file>.br` for each text file of `dir/assets`; returns the sizes before and after, in bytes. */
export async function precompressAssets(dir: string): Promise<{ files: number; before: number; after: number }> {
  const assets = path.join(dir, 'assets');
  const names = (await readdir(assets)).filter((name) => PRECOMPRESSED.test(name));
  let before = 0;
  let after = 0;
  for (const name of names) {
    const file = path.join(assets, name);
    const body = await readFile(file);
    const compressed = await compress(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
    await writeFile(`${file}.br`, compressed);
    before += body.length;
    after += compressed.length;
  }
  return { files: names.length, before, after };
}
