// What the concierge answers from (issue 50, ADR 0047): the passages of the site's own pages, read
// from the prerendered build (each page's <main>), the very text visitors see, whatever source file
// it was built from: headings, paragraphs, list items, table rows and captions, each with its page and
// section address, never the labels of buttons, of links that stand alone (a card's "Read More", a
// call to action), of forms or navigation, nor what is hidden from assistive technology (issue 63). The server indexes its STATIC_DIR at start; without a build it loads the
// committed index (server/concierge/site-index.json, written by `npm run concierge:index`).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Passage {
  path: string;
  /** The page's h1. */
  title: string;
  /** The heading the passage sits under (the title for the page's opening text). */
  heading: string;
  /** The id of the section the passage sits in (its heading's, or its <section>'s), for a link to it. */
  anchor?: string;
  text: string;
}

export interface SiteIndex {
  passages: Passage[];
}

/** Pages with nothing to answer from: forms for accounts that do not exist, and the error page. */
const SKIPPED = new Set(['/signin', '/register', '/forgot-password', '/reset-password', '/404']);
const SKIPPED_ELEMENTS = new Set(['svg', 'script', 'style', 'template', 'noscript', 'nav', 'form', 'dialog']);
/** Where a link's words are part of the text (a link in a sentence); elsewhere a link is a label. */
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption']);
const CELLS = new Set(['td', 'th']);
const BREAKS = new Set(['p', 'li', 'div', 'tr', 'br', 'dt', 'dd', 'section', 'article', 'blockquote', 'pre', 'figcaption']);
const PASSAGE_MAX_CHARS = 700;

export const COMMITTED_INDEX = path.join(path.dirname(fileURLToPath(import.meta.url)), 'site-index.json');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…', times: '×' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

const tagName = (tag: string) => /^<\/?([a-z][a-z0-9]*)/i.exec(tag)?.[1]?.toLowerCase() ?? '';

/** The sections of a page's <main>: each heading (or table caption) and the text under it (a linear scan, no regex over the page). */
function sections(html: string): { heading: string; anchor: string | undefined; text: string }[] {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return [];
  const main = html.slice(start, end);
  const out: { heading: string; anchor: string | undefined; text: string }[] = [{ heading: '', anchor: undefined, text: '' }];
  let inHeading = false;
  let inCell = false;
  let inText = 0;
  // Open links that stand alone: their own words are a label, the headings and paragraphs inside them are text.
  const labels: number[] = [];
  let sectionId: string | undefined;
  let skipDepth = 0;
  let skipping = '';
  let i = 0;
  const append = (text: string) => {
    const current = out[out.length - 1]!;
    if (inHeading) current.heading += text;
    else if (labels.length === 0 || inText > labels.at(-1)!) current.text += text;
  };
  while (i < main.length) {
    const open = main.indexOf('<', i);
    if (open < 0) break;
    if (!skipDepth) append(decode(main.slice(i, open)));
    const close = main.startsWith('<!--', open) ? main.indexOf('-->', open) + 2 : main.indexOf('>', open);
    if (close < open) break;
    const tag = main.slice(open, close + 1);
    const name = tagName(tag);
    // Inline elements side by side ('Logistics' and '10 weeks' in two badges) are separate words; React's text separators are comments.
    if (name && !skipDepth) append(' ');
    const closing = tag.startsWith('</');
    i = close + 1;
    if (skipDepth) {
      if (name === skipping) skipDepth += closing ? -1 : tag.endsWith('/>') ? 0 : 1;
      continue;
    }
    // A part that repeats another in another layout (the pricing comparison's phone lists) says so.
    const hidden = tag.includes('aria-hidden="true"') || tag.includes('data-site-index="skip"');
    if (name === 'a' && !inHeading && (closing ? labels.length > 0 : inText === 0)) {
      if (closing) labels.pop();
      else labels.push(inText);
    } else if ((SKIPPED_ELEMENTS.has(name) || (name === 'button' && !inHeading) || hidden) && !closing && !tag.endsWith('/>')) {
      skipping = name;
      skipDepth = 1;
    } else if (/^h[1-4]$/.test(name) || name === 'caption') {
      if (!closing) out.push({ heading: '', anchor: idOf(tag) ?? sectionId, text: '' });
      inHeading = !closing;
    } else if (name === 'section' && !closing) {
      sectionId = idOf(tag) ?? sectionId;
    } else if (CELLS.has(name)) {
      inCell = !closing;
      inText += closing ? -1 : 1;
      append(closing ? ' ' : ' | ');
    } else if (BREAKS.has(name) && !inCell) {
      if (TEXT_BLOCKS.has(name) && !tag.endsWith('/>')) inText = Math.max(0, inText + (closing ? -1 : 1));
      append('\n');
    }
  }
  const line = (text: string) => tidy(text).replace(/^\| /, '');
  return out.map((s) => ({ heading: tidy(s.heading), anchor: s.anchor, text: s.text.split('\n').map(line).filter(Boolean).join('\n') }));
}

/** The id attribute of an opening tag. */
const idOf = (tag: string) => / id="([^"<>]{1,100})"/.exec(tag)?.[1];

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A section's text in passages of at most PASSAGE_MAX_CHARS, cut between lines. */
function chunks(text: string): string[] {
  const out: string[] = [];
  let current = '';
  for (const line of text.split('\n')) {
    if (current && current.length + line.length + 1 > PASSAGE_MAX_CHARS) {
      out.push(current);
      current = '';
    }
    current = current ? `${current}\n${line.slice(0, PASSAGE_MAX_CHARS)}` : line.slice(0, PASSAGE_MAX_CHARS);
  }
  if (current) out.push(current);
  return out;
}

/** The passages of one prerendered page. */
export function passagesOfPage(html: string, pagePath: string): Passage[] {
  const parts = sections(html);
  const title = parts.find((s) => s.heading)?.heading ?? pagePath;
  return parts.flatMap((section) => {
    const heading = section.heading || title;
    // A heading without text of its own (a card title) still says something.
    const text = section.text || (section.heading && section.heading !== title ? section.heading : '');
    return chunks(text).map((part) => ({ path: pagePath, title, heading, ...(section.anchor ? { anchor: section.anchor } : {}), text: part }));
  });
}

function pageFiles(dir: string, prefix = ''): { file: string; pagePath: string }[] {
  return readdirSync(path.join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : pageFiles(dir, relative);
    if (entry.name !== 'index.html') return [];
    return [{ file: path.join(dir, relative), pagePath: `/${prefix}`.replace(/\/$/, '') || '/' }];
  });
}

/** Where a passage shown on several pages is cited: a page of its own before the home page, the shortest path first (/docs before /docs/auth, /pricing before /solutions). */
const citationRank = (pagePath: string) => [pagePath === '/' ? 1 : 0, pagePath.length, pagePath] as const;
const byCitationRank = (a: string, b: string) => {
  const [x, y] = [citationRank(a), citationRank(b)];
  return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
};

/** The index of a production build's prerendered pages (`dist/`); a passage repeated on several pages is kept once. */
export function indexOfBuild(dir: string): SiteIndex {
  const pages = pageFiles(dir)
    .filter((page) => !SKIPPED.has(page.pagePath))
    .sort((a, b) => byCitationRank(a.pagePath, b.pagePath));
  const seen = new Set<string>();
  const passages = pages.flatMap((page) =>
    passagesOfPage(readFileSync(page.file, 'utf8'), page.pagePath).filter((p) => {
      // The same words are one passage, whatever heading they sit under; a part shown on two pages (a
      // plan card on /pricing and /solutions) may end differently (its buttons), so its opening decides.
      const key = p.text.slice(0, 100).toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    }),
  );
  return { passages: passages.sort((a, b) => a.path.localeCompare(b.path)) };
}

/** The build's own pages when the server serves one, else the committed index. */
export function loadSiteIndex(staticDir: string | undefined): SiteIndex {
  if (staticDir && existsSync(path.join(staticDir, 'index.html'))) return indexOfBuild(staticDir);
  return JSON.parse(readFileSync(COMMITTED_INDEX, 'utf8')) as SiteIndex;
}
