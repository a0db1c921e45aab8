// What the concierge answers from (issue 50, ADR 0047, ADR 0077): the passages of the site's own
// pages, read from the prerendered build (each page's <main>), the very text visitors see, whatever
// content file or page data it was built from. Kept: headings, paragraphs, list items, table rows,
// term and description pairs, figures with their captions and the labels of images in a list (client
// logos), each with its page, its section heading and the anchor the page renders for that section.
// Never kept: a line that is only a link's words (a card's "Read More", a call to action), buttons,
// forms and their labels and outputs, navigation, what is hidden from assistive technology (a
// collapsed disclosure's panel is not hidden, only closed) or marked `data-site-index="skip"` (a part
// repeating another, a figure the browser computes). The server indexes its STATIC_DIR at start;
// without a build it loads the committed index (src/domain/concierge/site-index.json, `npm run
// concierge:index`), which the mock searches in the browser too.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Passage, SiteIndex } from '../../src/domain/concierge/retrieval.ts';

/** Pages with nothing to answer from: forms for accounts that do not exist, and the error page. */
const SKIPPED = new Set(['/signin', '/register', '/forgot-password', '/reset-password', '/404']);
const SKIPPED_ELEMENTS = new Set(['svg', 'script', 'style', 'template', 'noscript', 'nav', 'form', 'dialog', 'button', 'label', 'output', 'select', 'textarea']);
const VOID_ELEMENTS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Where a link's words are part of the text (a link in a sentence, a card's paragraph inside its link). */
const TEXT_BLOCKS = new Set(['p', 'li', 'td', 'th', 'dd', 'dt', 'blockquote', 'figcaption', 'figure', 'pre']);
const CELLS = new Set(['td', 'th']);
const BREAKS = new Set(['p', 'li', 'div', 'tr', 'br', 'section', 'article', 'header', 'ul', 'ol', 'dl', 'blockquote', 'pre', 'figure', 'figcaption']);
const PASSAGE_MAX_CHARS = 700;

export const COMMITTED_INDEX = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/domain/concierge/site-index.json');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', mdash: '—', ndash: '–', hellip: '…', times: '×' };

function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
    if (code[0] !== '#') return ENTITIES[code.toLowerCase()] ?? whole;
    const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : Number(code.slice(1));
    return n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
  });
}

const tagName = (tag: string) => /^<\/?([a-z][a-z0-9]*)/i.exec(tag)?.[1]?.toLowerCase() ?? '';
/** An attribute of an opening tag (React writes each once, double-quoted). */
const attribute = (tag: string, name: string) => new RegExp(` ${name}="([^"<>]{0,200})"`).exec(tag)?.[1];
/** An id a link can point at: generated ids (React's useId, react-aria's) change with the markup, so they are none. */
const anchorId = (id: string | undefined) => (id && !/^(?:react-aria|_R_|«|:)/.test(id) ? id : undefined);
/** Words, not only punctuation or an icon's space. */
const HAS_WORDS = /[\p{L}\p{N}]/u;

interface Section {
  heading: string;
  anchor: string | undefined;
  lines: string[];
}

/** The sections of a page's <main>: each heading (or table caption) and the lines under it (a linear scan, no regex over the page). */
function sections(html: string): { heading: string; anchor: string | undefined; text: string }[] {
  const start = html.indexOf('<main');
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return [];
  const main = html.slice(start, end);
  const ids = new Set([...main.matchAll(/ id="([^"<>]{1,100})"/g)].map((m) => m[1]!));
  const out: Section[] = [{ heading: '', anchor: undefined, lines: [] }];
  // The anchor each open element gives what it holds: its own id, or the id of the heading that labels it.
  const open: { name: string; anchor: string | undefined }[] = [];
  let inHeading = false;
  let inCell = false;
  let inText = 0;
  // Open links: their own words are a label, the paragraphs inside them are text.
  const links: number[] = [];
  let line = '';
  let lineHasText = false;
  // Where each open card (a list item, an article) began: a badge or a date before its heading is the heading's.
  const cards: { section: number; lines: number }[] = [];
  let skipDepth = 0;
  let skipping = '';
  let i = 0;
  const current = () => out[out.length - 1]!;
  const append = (text: string, asText = links.length === 0 || inText > links.at(-1)!) => {
    if (inHeading) current().heading += text;
    else {
      line += text;
      if (asText && HAS_WORDS.test(text)) lineHasText = true;
    }
  };
  // A line that is only a link's words is a label (a card's "Read More"): it is left out.
  const endLine = () => {
    if (lineHasText) current().lines.push(line);
    line = '';
    lineHasText = false;
  };
  while (i < main.length) {
    const lt = main.indexOf('<', i);
    if (lt < 0) break;
    if (!skipDepth) append(decode(main.slice(i, lt)));
    const gt = main.startsWith('<!--', lt) ? main.indexOf('-->', lt) + 2 : main.indexOf('>', lt);
    if (gt < lt) break;
    const tag = main.slice(lt, gt + 1);
    const name = tagName(tag);
    i = gt + 1;
    if (!name) continue;
    const closing = tag.startsWith('</');
    const selfClosing = !closing && (VOID_ELEMENTS.has(name) || tag.endsWith('/>'));
    if (skipDepth) {
      if (name === skipping && !selfClosing) skipDepth += closing ? -1 : 1;
      continue;
    }
    // Inline elements side by side ('Logistics' and '10 weeks' in two badges) are separate words.
    append(' ', false);
    // A collapsed disclosure's panel is hidden until pressed open: its words are the page's.
    const collapsedPanel = tag.includes('role="group"') && tag.includes(' hidden=""');
    const hidden = (tag.includes('aria-hidden="true"') && !collapsedPanel) || tag.includes('data-site-index="skip"');
    if (!closing && !selfClosing && (SKIPPED_ELEMENTS.has(name) || hidden) && !(name === 'button' && inHeading)) {
      skipping = name;
      skipDepth = 1;
      continue;
    }
    if (!closing && !selfClosing) {
      const labelledBy = attribute(tag, 'aria-labelledby')?.split(' ')[0];
      // <main>'s own id is the skip link's target, not a section.
      open.push({ name, anchor: name === 'main' ? undefined : anchorId(attribute(tag, 'id')) ?? (labelledBy && ids.has(labelledBy) ? anchorId(labelledBy) : undefined) ?? open.at(-1)?.anchor });
    } else if (closing) {
      const at = open.findLastIndex((e) => e.name === name);
      if (at >= 0) open.length = at;
    }
    if ((name === 'li' || name === 'article') && !selfClosing) {
      endLine();
      if (closing) cards.pop();
      else cards.push({ section: out.length - 1, lines: current().lines.length });
    }
    if (name === 'a') {
      // An address or a number to call is information, not a label.
      const contact = /^(mailto|tel):/.test(attribute(tag, 'href') ?? '');
      if (closing && links.length > 0) links.pop();
      else if (!closing) links.push(contact ? -1 : inText);
    } else if (name === 'img') {
      // A list of logos says whom it names by their alt text.
      const alt = attribute(tag, 'alt');
      if (alt && inText > 0) append(decode(alt));
    } else if (/^h[1-6]$/.test(name) || name === 'caption') {
      endLine();
      if (!closing) {
        const card = cards.at(-1);
        const before = card && card.section === out.length - 1 ? current().lines.splice(card.lines) : [];
        out.push({ heading: '', anchor: open.at(-1)?.anchor, lines: before });
      }
      inHeading = !closing;
    } else if (CELLS.has(name)) {
      inCell = !closing;
      inText += closing ? -1 : 1;
      append(closing ? ' ' : ' | ', false);
    } else if (name === 'dt' && closing) {
      // A term and its description are one line: "Annual savings: $2.4M".
      inText -= 1;
      append(':', false);
    } else if (name === 'dt' || name === 'dd') {
      if (name === 'dt') endLine();
      inText += closing ? -1 : 1;
      if (closing) endLine();
    } else if ((BREAKS.has(name) || name === 'br') && !inCell) {
      if (TEXT_BLOCKS.has(name) && !selfClosing) inText = Math.max(0, inText + (closing ? -1 : 1));
      endLine();
    }
  }
  endLine();
  const tidyLine = (text: string) => tidy(text).replace(/^\| /, '').replace(/ :/g, ':');
  return out.map((s) => ({ heading: tidy(s.heading), anchor: s.anchor, text: s.lines.map(tidyLine).filter(Boolean).join('\n') }));
}

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
    // A heading with no text of its own (a section's title over its cards) is said by the passages under it.
    return chunks(section.text).map((part) => ({ path: pagePath, title, heading, ...(section.anchor ? { anchor: section.anchor } : {}), text: part }));
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
      // The same words are one passage, whatever heading they sit under (a plan card on /pricing and /solutions).
      const key = p.text.toLowerCase();
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
