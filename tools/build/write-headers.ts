// A build step (tools/build/build-site.ts, both builds): writes `_headers` into the output folder, the
// file Netlify and Cloudflare Pages read and the reference server and `npm run preview` serve from
// (server/http/static-site.ts, ADR 0039). Each prerendered page gets its own Content-Security-Policy: the
// site policy of server/http/security.ts allowing, by sha256, exactly the inline scripts and style
// elements its built HTML holds (those inside <template> included: a page clones them into the
// document) and the style elements react-aria adds at run time. `/*` carries the headers of every
// answer, `/assets/*` a year's immutable cache, each page no-cache.
// The hashes come from the built files, never from a hand-kept list.
// Usage: node tools/build/write-headers.ts [dir]   (default dist)
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { baseHeaders, sitePolicy, type InlineHashes } from '../../server/http/security.ts';
import { feed } from '../../src/content/feed.ts';
import { reactAriaStyles } from '../../src/config/reactAriaStyles.ts';
import { HEADERS_FILE, NOT_FOUND_DOCUMENT, parseHeadersFile, type Header, type HeaderRule } from '../../server/http/static-site.ts';

const SPA_FALLBACK_DOCUMENT = '__spa-fallback.html';
const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
const DOCUMENT_CACHE = 'no-cache';


/** A CSP hash source: `'sha256-<base64>'` of the text's UTF-8 bytes, as the browser computes it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

// Script types a browser runs (HTML: a JavaScript MIME type essence match, module, importmap,
// speculationrules); any other type is a data block (application/ld+json), which CSP never looks at.
const RUN_TYPE = /^(?:|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script|text\/javascript1\.[0-5]|text\/(?:jscript|livescript))$/;
// Elements whose content is text, not markup: a '<script' in them starts no element.
const TEXT_ONLY = new Set(['style', 'textarea', 'title', 'xmp', 'iframe', 'noembed', 'noframes', 'noscript']);

const startsTag = (html: string, at: number, prefix: string) =>
  html.slice(at, at + prefix.length).toLowerCase() === prefix && /[\t\n\f\r />]/.test(html[at + prefix.length] ?? '');

/** Where an element of text-only content ends: its end tag (`</name` then a space, '/' or '>'). */
function textEnd(html: string, from: number, name: string): number {
  for (let at = html.indexOf('</', from); at !== -1; at = html.indexOf('</', at + 2)) {
    if (startsTag(html, at, `</${name}`)) return at;
  }
  return html.length;
}

/**
 * Where a script's text ends, following the HTML tokenizer's script data states: after '<!--', a
 * '<script' makes the next '</script' part of the text, until '-->'.
 */
function scriptEnd(html: string, from: number): number {
  let state: 'data' | 'escaped' | 'double' = 'data';
  for (let at = from; at < html.length; at++) {
    if (state === 'data') {
      if (html.startsWith('<!--', at)) {
        state = 'escaped';
        at += 1; // on to the dashes, which may close it at once ('<!-->')
      } else if (startsTag(html, at, '</script')) return at;
    } else if (html.startsWith('-->', at)) {
      state = 'data';
      at += 2;
    } else if (state === 'escaped') {
      if (startsTag(html, at, '</script')) return at;
      if (startsTag(html, at, '<script')) {
        state = 'double';
        at += 6;
      }
    } else if (startsTag(html, at, '</script')) {
      state = 'escaped';
      at += 7;
    }
  }
  return html.length;
}

/** Reads a start tag's attributes from just after its name; returns them and the index after its '>'. */
function startTag(html: string, from: number): { attributes: Map<string, string>; end: number; selfClosing: boolean } {
  const attributes = new Map<string, string>();
  const space = (at: number) => /\s/.test(html[at] ?? '');
  let at = from;
  for (;;) {
    while (at < html.length && (space(at) || html[at] === '/')) at++;
    if (at >= html.length) return { attributes, end: html.length, selfClosing: false };
    if (html[at] === '>') return { attributes, end: at + 1, selfClosing: html[at - 1] === '/' };
    const nameStart = at;
    at++;
    while (at < html.length && !space(at) && !'/>='.includes(html[at]!)) at++;
    const name = html.slice(nameStart, at).toLowerCase();
    while (space(at)) at++;
    let value = '';
    if (html[at] === '=') {
      at++;
      while (space(at)) at++;
      const quote = html[at];
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, at + 1);
        const stop = close === -1 ? html.length : close;
        value = html.slice(at + 1, stop);
        at = stop + 1;
      } else {
        const valueStart = at;
        while (at < html.length && !space(at) && html[at] !== '>') at++;
        value = html.slice(valueStart, at);
      }
    }
    if (!attributes.has(name)) attributes.set(name, value);
  }
}

/**
 * The text of each inline script a browser would run (no `src`, not a data block) and of each
 * <style> element in an HTML document, those inside <template> included, exactly as the browser
 * hashes them: the characters between the tags, entities not decoded (script and style content is
 * raw text), line breaks normalised to '\n' as the parser does.
 */
export function inlineTexts(source: string): { scripts: string[]; styles: string[] } {
  const html = source.replace(/\r\n?/g, '\n');
  const scripts: string[] = [];
  const styles: string[] = [];
  const text = (from: number, to: number) => html.slice(from, to).replaceAll('\0', '\uFFFD');
  let foreign = 0; // depth of <svg> and <math>, whose <style> and <script> are not raw text
  let at = html.indexOf('<');
  while (at !== -1 && at < html.length) {
    let next: number;
    const tag = /^<(\/?)([A-Za-z][^\s/>]*)/.exec(html.slice(at, at + 100));
    if (html.startsWith('<!--', at)) {
      const rest = at + 4;
      if (html.startsWith('>', rest)) next = rest + 1;
      else if (html.startsWith('->', rest)) next = rest + 2;
      else {
        const close = /--!?>/g;
        close.lastIndex = rest;
        const found = close.exec(html);
        next = found ? found.index + found[0].length : html.length;
      }
    } else if (foreign > 0 && html.startsWith('<![CDATA[', at)) {
      const close = html.indexOf(']]>', at);
      next = close === -1 ? html.length : close + 3;
    } else if (html[at + 1] === '!' || html[at + 1] === '?') {
      const close = html.indexOf('>', at);
      next = close === -1 ? html.length : close + 1;
    } else if (tag) {
      const name = tag[2]!.toLowerCase();
      const { attributes, end, selfClosing } = startTag(html, at + tag[0].length);
      next = end;
      if (tag[1] === '/') {
        if (foreign > 0 && (name === 'svg' || name === 'math')) foreign--;
      } else if (name === 'svg' || name === 'math') {
        if (!selfClosing) foreign++;
      } else if (foreign > 0 && (name === 'script' || name === 'style')) {
        throw new Error(`an inline <${name}> inside <svg> or <math> is not supported: its text is not what the page holds (move it out)`);
      } else if (name === 'script') {
        next = scriptEnd(html, end);
        const type = (attributes.get('type') ?? '').trim().toLowerCase();
        if (!attributes.has('src') && RUN_TYPE.test(type)) scripts.push(text(end, next));
      } else if (TEXT_ONLY.has(name)) {
        next = textEnd(html, end, name);
        if (name === 'style') styles.push(text(end, next));
      }
    } else {
      next = at + 1;
    }
    at = html.indexOf('<', next);
  }
  return { scripts, styles };
}

const unique = (values: readonly string[]) => [...new Set(values)].sort();

/** The hash sources a page's CSP lists: its own inline scripts and styles, and react-aria's styles. */
export function pageHashes(html: string): InlineHashes {
  const { scripts, styles } = inlineTexts(html);
  return { scripts: unique(scripts.map(cspHash)), styles: unique([...styles, ...reactAriaStyles].map(cspHash)) };
}

/**
 * The paths a prerendered file is served at: index.html at `/`, about/index.html at `/about` and
 * `/about/` (a static host may add the slash), 404.html and __spa-fallback.html by their name (the
 * reference server answers unknown paths with 404.html under `/404.html`'s headers).
 */
export function pagePaths(file: string): string[] {
  const segments = file.split(/[/\\]/);
  if (segments.at(-1) !== 'index.html') return [`/${segments.join('/')}`];
  const page = segments.slice(0, -1).join('/');
  return page === '' ? ['/'] : [`/${page}`, `/${page}/`];
}

/** Every prerendered HTML file of a build folder, relative to it: `**\/index.html`, 404.html, __spa-fallback.html. */
export function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file === NOT_FOUND_DOCUMENT || file === SPA_FALLBACK_DOCUMENT || file === 'index.html' || file.endsWith('/index.html'))
    .sort();
}

/** The rules of `_headers` for these pages ({ file: relative path, html: its text }). */
export function headerRules(pages: readonly { file: string; html: string }[]): HeaderRule[] {
  const rules: HeaderRule[] = [
    { path: '/*', headers: baseHeaders.map(([name, value]) => [name, value] as const) },
    { path: '/assets/*', headers: [['Cache-Control', IMMUTABLE_CACHE]] },
    { path: feed.path, headers: [['Content-Type', `${feed.type}; charset=utf-8`]] },
  ];
  const byAddress = [...pages].sort((a, b) => pagePaths(a.file)[0]!.localeCompare(pagePaths(b.file)[0]!));
  for (const { file, html } of byAddress) {
    const headers: Header[] = [
      ['Content-Security-Policy', sitePolicy(pageHashes(html))],
      ['Cache-Control', DOCUMENT_CACHE],
    ];
    for (const pagePath of pagePaths(file)) rules.push({ path: pagePath, headers });
  }
  return rules;
}

/** The `_headers` text of these rules: a path line, then each header indented on its own line. */
export function formatHeadersFile(rules: readonly HeaderRule[]): string {
  const blocks = rules.map((rule) => [rule.path, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n'));
  return `# Written by tools/build/write-headers.ts from the built pages (ADR 0039); do not edit.\n${blocks.join('\n\n')}\n`;
}

// Cloudflare Pages reads at most 100 rules and 2,000 characters a line.
const MAX_RULES = 100;
const MAX_LINE = 2000;

/** Writes `_headers` for the build in `dir`; returns its rules and what a static host may refuse. */
export function writeHeaders(dir: string): { rules: HeaderRule[]; warnings: string[] } {
  const pages = htmlFiles(dir).map((file) => ({ file, html: readFileSync(path.join(dir, file), 'utf8') }));
  if (!pages.some((page) => page.file === 'index.html')) throw new Error(`${dir} has no index.html: nothing to write ${HEADERS_FILE} for.`);
  const rules = headerRules(pages);
  const text = formatHeadersFile(rules);
  // The file must read back as written: one parser, server/http/static-site.ts, serves it.
  if (JSON.stringify(parseHeadersFile(text)) !== JSON.stringify(rules)) throw new Error(`${HEADERS_FILE} does not read back as written`);
  writeFileSync(path.join(dir, HEADERS_FILE), text);
  const warnings: string[] = [];
  if (rules.length > MAX_RULES) warnings.push(`${rules.length} rules, over Cloudflare Pages' ${MAX_RULES}`);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (longest > MAX_LINE) warnings.push(`a line of ${longest} characters, over Cloudflare Pages' ${MAX_LINE}`);
  return { rules, warnings };
}

if (import.meta.main) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const { rules, warnings } = writeHeaders(dir);
  console.log(`${HEADERS_FILE}: ${rules.length} rules`);
  for (const warning of warnings) console.warn(`${HEADERS_FILE}: ${warning}`);
}
