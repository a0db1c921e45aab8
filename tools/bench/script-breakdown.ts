// Where a visit's script bytes go: each built script's source map (a build with BUILD_SOURCEMAP=true)
// tells which source every stretch of the minified file came from; a stretch counts for the package
// (or the site's own folder) of its source, and each file's size as the server sends it is shared out
// in proportion. An estimate (compression does not spread evenly), good enough to rank the parts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digit = new Map([...BASE64].map((char, index) => [char, index]));

/** The values of one source-map segment (Base64 VLQ). */
export function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const bits = digit.get(char);
    if (bits === undefined) throw new Error(`not a Base64 VLQ digit: ${char}`);
    value += (bits & 31) << shift;
    if (bits & 32) {
      shift += 5;
      continue;
    }
    values.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return values;
}

/** The part a source file counts for: its npm package, or the site's folder (src/boot, src/features/concierge). */
export function partOf(source: string): string {
  const normal = source.replaceAll('\\', '/');
  const modules = normal.lastIndexOf('node_modules/');
  if (modules !== -1) return /^(?:@[^/]+\/)?[^/]+/.exec(normal.slice(modules + 'node_modules/'.length))![0];
  const site = /(?:^|\/)(src|mocks|content)\/(.*)$/.exec(normal);
  if (site) {
    const [folder, rest] = [site[1]!, site[2]!.split('/')];
    // src/features/<feature>, src/components/<group>, and src/<folder> for the rest.
    const depth = ['features', 'components', 'pages'].includes(rest[0]!) && rest.length > 2 ? 2 : 1;
    return rest.length === 1 ? `${folder}/${rest[0]}` : `${folder}/${rest.slice(0, depth).join('/')}`;
  }
  return normal.startsWith('\0') || !normal.includes('/') ? '(generated)' : normal;
}

/** The groups the issue asks about, in the order they are printed. */
const groups: [string, RegExp][] = [
  ['react-dom + scheduler', /^(react-dom|scheduler)$/],
  ['react', /^react$/],
  ['react-router', /^(react-router|react-router-dom|cookie|set-cookie-parser)$/],
  ['react-aria', /^(react-aria-components|react-aria|react-stately|@react-aria\/.*|@react-stately\/.*|@react-types\/.*|@internationalized\/.*|@swc\/helpers|clsx|client-only|use-sync-external-store)$/],
  ['react-query', /^@tanstack\//],
  ['zod', /^zod$/],
  ['markdown', /^(react-markdown|remark-.*|rehype-.*|micromark.*|mdast-.*|hast-.*|unist-.*|unified|vfile.*|bail|ccount|character-entities.*|comma-separated-tokens|decode-named-character-reference|devlop|escape-string-regexp|estree-util-.*|html-url-attributes|inline-style-parser|is-plain-obj|longest-streak|markdown-table|property-information|space-separated-tokens|style-to-.*|trim-lines|trough|zwitch|extend|@ungap\/.*)$/],
  ['vanilla-extract runtime', /^@vanilla-extract\//],
  ['web-vitals', /^web-vitals$/],
];
export const groupOf = (part: string) =>
  groups.find(([, re]) => re.test(part))?.[0] ??
  (/^(src|content|mocks)\//.test(part) ? 'site code' : part === '(generated)' ? '(generated)' : 'other packages');
export const groupOrder = [...groups.map(([name]) => name), 'site code', 'other packages', '(generated)'];

/** The minified bytes of `file` per part, from its `.map` beside it; undefined when it has none. */
export function bytesPerPart(file: string): Map<string, number> | undefined {
  const mapFile = `${file}.map`;
  if (!existsSync(mapFile)) return undefined;
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources: string[]; mappings: string; sourceRoot?: string };
  const lines = readFileSync(file, 'utf8').split('\n');
  const parts = map.sources.map((source) => partOf(path.posix.join(map.sourceRoot ?? '', source)));
  const counted = new Map<string, number>();
  const add = (part: string, bytes: number) => bytes > 0 && counted.set(part, (counted.get(part) ?? 0) + bytes);
  let source = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    let start = 0;
    let current = '(generated)';
    for (const segment of mappings.split(',')) {
      if (!segment) continue;
      const values = decodeSegment(segment);
      column += values[0]!;
      add(current, Buffer.byteLength(line.slice(start, column)));
      start = column;
      if (values.length >= 4) {
        source += values[1]!;
        current = parts[source] ?? '(generated)';
      } else current = '(generated)';
    }
    add(current, Buffer.byteLength(line.slice(start)) + 1);
  });
  return counted;
}
