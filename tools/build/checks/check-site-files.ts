// The build's last check (issue 60 point 3): every `src`, `srcset`, `href` and `poster` of every
// built page that points at the site itself must name a file the build wrote (a page is its folder's
// index.html) or a redirect the server answers; a missing cover or a mistyped asset path fails the
// build with the page and the address. `node tools/build/checks/check-site-files.ts <dir>` runs it alone.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { redirectTarget } from '../../../src/app/pageTable.ts';

const ATTRIBUTE = /\s(src|href|poster|srcset)\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .sort();
}

/** The site's own paths in one attribute's value (each candidate of a srcset). */
function ownPaths(name: string, value: string, page: string): string[] {
  const values = name.toLowerCase() === 'srcset' ? value.split(',').map((part) => part.trim().split(/\s+/)[0] ?? '') : [value.trim()];
  return values
    .filter((v) => v !== '' && !v.startsWith('#') && !v.startsWith('//') && !/^[a-z][a-z0-9+.-]*:/i.test(v))
    .map((v) => decodeURI(new URL(v, `http://site${page}`).pathname));
}

const isFile = (file: string) => {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
};

/** Whether the built folder answers this path: a file, a page's index.html, or a redirect. */
function exists(dir: string, pathname: string): boolean {
  const file = path.join(dir, pathname);
  if (!file.startsWith(dir)) return false;
  return isFile(file) || isFile(path.join(file, 'index.html')) || isFile(`${file.replace(/\/$/, '')}.html`) || redirectTarget(pathname) !== undefined;
}

/** Each missing file, as "page: attribute address". */
export function missingSiteFiles(dir: string): string[] {
  const root = path.resolve(dir);
  const missing = new Set<string>();
  for (const file of htmlFiles(root)) {
    const page = `/${file.replace(/(^|\/)index\.html$/, '$1').replaceAll(path.sep, '/')}`;
    const html = readFileSync(path.join(root, file), 'utf8');
    for (const match of html.matchAll(ATTRIBUTE)) {
      const [, name = '', double, single] = match;
      for (const target of ownPaths(name, double ?? single ?? '', page)) {
        if (!exists(root, target)) missing.add(`${file}: ${name}="${target}"`);
      }
    }
  }
  return [...missing];
}

if (import.meta.main) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: node tools/build/checks/check-site-files.ts <built folder>');
  const missing = missingSiteFiles(dir);
  if (missing.length) {
    console.error(`${missing.length} reference${missing.length === 1 ? '' : 's'} in ${dir} to files the site does not have:\n${missing.map((m) => `  - ${m}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`every src and href of ${dir} names a file it has`);
}
