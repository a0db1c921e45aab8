// Markdown (GFM) to HTML at build time: headings get ids (anchors), a blockquote whose last line
// starts with "— " becomes a quote with its attribution, external links open in a new tab safely.
// A long text opens with a table of contents. Internal links and misplaced headings are reported
// with their line, for the build check.
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { slugOf } from '../slug.ts';

export interface Heading {
  id: string;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  /** The body as plain text, its blocks separated by a blank line (e.g. the FAQ answer in JSON-LD). */
  text: string;
  words: number;
  headings: Heading[];
  /** The body cut at its `##` headings: each heading's id and text, and the HTML up to the next one. */
  sections: Section[];
  /** Links to this site ('/pricing', '/article/x#part'), with their line in the body. */
  internalLinks: { href: string; line: number }[];
  problems: { line: number; message: string }[];
}

const ATTRIBUTION = /^\s*[—–-]\s+/;
// remark-rehype puts a '\n' text between blocks; where only blocks live, it is dropped.
const BLOCK_PARENTS = new Set(['ul', 'ol', 'blockquote', 'figure', 'table', 'thead', 'tbody', 'tr', 'section']);

// The blocks inside a block (list items, a quote and its attribution, table cells) are a line apart.
const textOf = (node: Root | RootContent | ElementContent): string =>
  node.type === 'text' ? node.value : 'children' in node ? node.children.map(textOf).join(node.type === 'element' && BLOCK_PARENTS.has(node.tagName) ? '\n' : '') : '';

const isBlankText = (node: ElementContent | RootContent): node is Text => node.type === 'text' && node.value.trim() === '';

function asQuote(blockquote: Element): Element | null {
  const blocks = blockquote.children.filter((child): child is Element => child.type === 'element');
  const last = blocks.at(-1);
  if (blocks.length < 2 || last?.tagName !== 'p' || !ATTRIBUTION.test(textOf(last))) return null;
  const caption = element('figcaption', {}, [{ type: 'text', value: textOf(last).replace(ATTRIBUTION, '') }]);
  return element('figure', {}, [{ ...blockquote, children: blocks.slice(0, -1) }, caption]);
}

export interface Section {
  id: string;
  title: string;
  html: string;
}

// `## Contact Us {#contact}`: the heading's id (its anchor) is written after it.
const CUSTOM_ID = /\{#([a-z0-9]+(?:-[a-z0-9]+)*)\}$/;

/** A long text's table of contents: its `##` headings, linked. */
export interface TocRule {
  minWords: number;
  minHeadings: number;
}

const element = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({ type: 'element', tagName, properties, children });

const tocOf = (headings: Heading[]): Element =>
  element('nav', { ariaLabelledBy: ['toc-title'] }, [
    element('h2', { id: 'toc-title' }, [{ type: 'text', value: 'On this page' }]),
    element('ol', {}, headings.map((h) => element('li', {}, [element('a', { href: `#${h.id}` }, [{ type: 'text', value: h.text }])]))),
  ]);

export function renderMarkdown(body: string, bodyOffset: number, siteOrigin: string, tocRule?: TocRule): RenderedMarkdown {
  const headings: Heading[] = [];
  const internalLinks: RenderedMarkdown['internalLinks'] = [];
  const problems: RenderedMarkdown['problems'] = [];
  const usedIds = new Set<string>();
  const lineOf = (node: { position?: { start: { line: number } } }) => (node.position?.start.line ?? 1) + bodyOffset;

  const visit = (parent: Root | Element) => {
    if (parent.type === 'root' || BLOCK_PARENTS.has(parent.tagName)) parent.children = parent.children.filter((child) => !isBlankText(child));
    parent.children = parent.children.map((child) => {
      if (child.type !== 'element') return child;
      if (child.tagName === 'h1') problems.push({ line: lineOf(child), message: 'a heading starts with a single "#": start it with "## " (the title is the page\'s only top-level heading)' });
      if (/^h[2-6]$/.test(child.tagName)) {
        const last = child.children.at(-1);
        const custom = last?.type === 'text' ? CUSTOM_ID.exec(last.value) : null;
        if (last?.type === 'text' && custom) last.value = last.value.slice(0, custom.index).trimEnd();
        const text = textOf(child);
        let id = custom?.[1] ?? (slugOf(text) || 'section');
        for (let n = 2; usedIds.has(id); n++) id = `${slugOf(text)}-${n}`;
        usedIds.add(id);
        child.properties.id = id;
        if (child.tagName === 'h2') headings.push({ id, text });
      }
      // A bare email address stays text (GFM would link it); `<name@example.com>` links it.
      const source = body[child.position?.start.offset ?? -1];
      if (child.tagName === 'a' && String(child.properties.href).startsWith('mailto:') && source !== '<' && source !== '[') return { type: 'text', value: textOf(child) };
      if (child.tagName === 'a' && typeof child.properties.href === 'string') {
        const href = child.properties.href;
        if (href.startsWith(siteOrigin)) internalLinks.push({ href: href.slice(siteOrigin.length) || '/', line: lineOf(child) });
        else if (/^https?:\/\//.test(href)) Object.assign(child.properties, { target: '_blank', rel: ['noopener', 'noreferrer'] });
        else if (href.startsWith('/')) internalLinks.push({ href, line: lineOf(child) });
        else if (!/^(#|mailto:|tel:)/.test(href)) problems.push({ line: lineOf(child), message: `the link "${href}" is neither a page of this site (starting with /) nor a full address (starting with https://)` });
      }
      const replaced = child.tagName === 'blockquote' ? (asQuote(child) ?? child) : child;
      visit(replaced);
      return replaced;
    });
  };

  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(() => (tree: Root) => visit(tree))
    .use(rehypeStringify);
  const tree = processor.runSync(processor.parse(body)) as Root;
  const text = tree.children.map(textOf).join('\n\n');
  const words = text.split(/\s+/).filter(Boolean).length;
  const sections: Section[] = [];
  for (const node of tree.children) {
    if (node.type === 'element' && node.tagName === 'h2') sections.push({ id: String(node.properties.id), title: textOf(node), html: '' });
    else if (sections.length) sections.at(-1)!.html += processor.stringify({ type: 'root', children: [node] });
  }
  if (tocRule && words >= tocRule.minWords && headings.length >= tocRule.minHeadings) tree.children.unshift(tocOf(headings));
  return { html: processor.stringify(tree), text, words, headings, sections, internalLinks, problems };
}
