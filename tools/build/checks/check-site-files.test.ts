import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { missingSiteFiles } from './check-site-files.ts';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function site(files: Record<string, string>) {
  dir = mkdtempSync(path.join(tmpdir(), 'site-files-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return missingSiteFiles(dir);
}

describe('the built site names only files it has', () => {
  it('passes files, pages, redirects, anchors and other sites', () => {
    expect(
      site({
        'index.html': '<a href="/pricing">p</a><a href="/pricing/">p</a><a href="#top">t</a><a href="https://example.com/x.png">x</a><a href="mailto:a@b.c">m</a><a href="/tutorials">r</a><img src="/images/covers/a.svg" srcset="/images/covers/a.svg 1x, /images/covers/a.svg 2x"><link href="/assets/app.css?v=1" rel="stylesheet">',
        'pricing/index.html': '<a href="../">home</a><img src="../images/covers/a.svg">',
        'images/covers/a.svg': '<svg/>',
        'assets/app.css': '',
      }),
    ).toEqual([]);
  });

  it('names each page and address of a missing cover, asset or page', () => {
    expect(
      site({
        'index.html': '<img src="/images/covers/new-article.svg" alt=""><script src="/assets/gone.js"></script>',
        'article/x/index.html': "<a href='/article/y'>y</a><img srcset=\"/images/a.png 1x, /images/b.png 2x\">",
        'images/a.png': '',
      }),
    ).toEqual([
      'article/x/index.html: href="/article/y"',
      'article/x/index.html: srcset="/images/b.png"',
      'index.html: src="/images/covers/new-article.svg"',
      'index.html: src="/assets/gone.js"',
    ]);
  });
});
