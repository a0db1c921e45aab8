import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { toString } from 'mdast-util-to-string';
import { describe, expect, it } from 'vitest';
import { slugOf } from '../../src/content/slug.ts';
import { evalQuestions } from './eval/questions.ts';
import { loadSiteIndex, passagesOfPage } from './site-index.ts';
import { retriever } from '../../src/domain/concierge/retrieval.ts';

const page = `<html><head><title>x</title></head><body><header><a href="/">Home</a></header>
<main id="main-content"><h1>Choose Your <!-- -->Plan</h1><p>Every plan includes 99.9% uptime &amp; a 10&#215; guarantee.</p>
<svg><path d="M0 0"></path><title>icon</title></svg><script>var secret = 1;</script>
<h2><button type="button">Is there a free trial?</button></h2><div><p>Yes: 14 days, no card.</p></div>
<table><caption>Compare</caption><tr><th>Setup fee</th><td>$2K</td><td><span aria-hidden="true">—</span><div>Not listed</div></td></tr></table>
</main><footer>© Orbital</footer></body></html>`;

const repoRoot = path.resolve(import.meta.dirname, '../..');

describe('the site index', () => {
  it("reads a prerendered page's main content into passages under their headings, without markup, scripts or icons", () => {
    expect(passagesOfPage(page, '/pricing')).toEqual([
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Choose Your Plan', text: 'Every plan includes 99.9% uptime & a 10× guarantee.' },
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Is there a free trial?', text: 'Yes: 14 days, no card.' },
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Compare', text: 'Setup fee | $2K | Not listed' },
    ]);
  });

  it('keeps no label of a button or a link that stands alone, keeps what a card link holds, and gives each passage its section (issue 63)', () => {
    const html = `<main id="main-content"><section id="hero"><h1>Autonomous agents</h1><p>Agents audit your operations. Read the <a href="/docs">docs</a> first.</p>
<a class="button" href="/book-call">Book a 15-min Discovery Call</a><button type="button">Launch Live Demo</button><p aria-hidden="true">42</p>
<form><label>Email address</label><button>Subscribe</button></form><nav><a href="/x">Next</a></nav></section>
<section aria-labelledby="plans-title"><h2 id="plans-title">Plans</h2><ul><li><span>Most popular</span><a href="/pricing"><h3>Self-Serve</h3><p>For small teams.</p><span>Reserve Slot</span></a>
<div><a href="/pricing">Read More</a></div></li></ul><p><a href="mailto:sales@orbitalagents.example">sales@orbitalagents.example</a></p></section></main>`;
    expect(passagesOfPage(html, '/')).toEqual([
      { path: '/', title: 'Autonomous agents', heading: 'Autonomous agents', anchor: 'hero', text: 'Agents audit your operations. Read the docs first.' },
      // The badge before the card's heading is the card's; an address to write to is information.
      { path: '/', title: 'Autonomous agents', heading: 'Self-Serve', anchor: 'plans-title', text: 'Most popular\nFor small teams.\nsales@orbitalagents.example' },
    ]);
  });

  it("keeps a collapsed disclosure's answer, a term with its description, a logo list's names; not a slider's label and value, nor a generated id as anchor", () => {
    const html = `<main><h1>Help</h1><section aria-labelledby="faq"><h2 id="faq">FAQ</h2><h3><button aria-expanded="false">Can I cancel?</button></h3>
<div role="group" aria-hidden="true" hidden=""><p>Yes, with 30 days notice.</p></div></section>
<section id="_R_bjb5_"><h2>Results</h2><dl><div><dt>Annual savings</dt><dd>$2.4M</dd></div></dl><p id="trusted">Trusted by</p><ul><li><img src="/l.svg" alt="Helix Health"/></li></ul>
<div role="group"><label>Annual FTE cost</label><output>$85,000</output><input type="range" value="85000"/></div></section></main>`;
    expect(passagesOfPage(html, '/help')).toEqual([
      { path: '/help', title: 'Help', heading: 'Can I cancel?', anchor: 'faq', text: 'Yes, with 30 days notice.' },
      { path: '/help', title: 'Help', heading: 'Results', text: 'Annual savings: $2.4M\nTrusted by\nHelix Health' },
    ]);
  });

  it("holds each section of the articles as the Markdown says it, one passage a section, under the section's anchor (issue 63)", () => {
    const index = loadSiteIndex(undefined);
    const plain = (text: string) => text.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');
    for (const file of readdirSync(path.join(repoRoot, 'content/articles'))) {
      const slug = file.replace(/\.md$/, '');
      const tree = fromMarkdown(readFileSync(path.join(repoRoot, 'content/articles', file), 'utf8').replace(/^---[\s\S]*?\n---\n/, ''));
      let heading = '';
      const blocks = new Map<string, string[]>();
      for (const node of tree.children) {
        if (node.type === 'heading' && node.depth === 2) heading = toString(node);
        else if (heading && (node.type === 'paragraph' || node.type === 'list')) {
          const lines = node.type === 'list' ? node.children.map((item) => toString(item)) : [toString(node)];
          blocks.set(heading, [...(blocks.get(heading) ?? []), ...lines]);
        }
      }
      expect(blocks.size, file).toBeGreaterThan(2);
      for (const [title, lines] of blocks) {
        const passages = index.passages.filter((p) => p.path === `/article/${slug}` && p.heading === title);
        expect(passages.length, `${slug}: ${title}`).toBe(1);
        expect(passages[0]!.anchor, title).toBe(slugOf(title));
        // A quote in the section (a blockquote and its attribution) is a line of its own, after these.
        expect(plain(passages[0]!.text).startsWith(lines.map(plain).join('\n')), `${slug}: ${title}`).toBe(true);
      }
    }
  });

  it('holds each help answer under its question, word for word', () => {
    const index = loadSiteIndex(undefined);
    for (const file of readdirSync(path.join(repoRoot, 'content/help'))) {
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(readFileSync(path.join(repoRoot, 'content/help', file), 'utf8')) ?? [];
      const question = /^question: (.*)$/m.exec(front)?.[1] ?? '';
      const passage = index.passages.find((p) => p.path === '/help' && p.heading === question);
      expect(passage?.text, file).toBe(body.trim());
    }
  });

  it('holds no label of a button or of a link that stands alone, and no text twice (issue 63)', () => {
    const { passages } = loadSiteIndex(undefined);
    for (const label of ['Read More', 'Book a 15-min Discovery Call', 'Launch Live Demo', 'Reserve Slot', 'Start Audit', 'Start Free Trial', 'See Plan Details', 'Submit Request']) {
      expect(passages.filter((p) => p.text.includes(label)).map((p) => `${p.path} ${p.heading}`), label).toEqual([]);
    }
    const texts = passages.map((p) => p.text.toLowerCase());
    expect(texts.length - new Set(texts).size).toBe(0);
    // A figure the browser computes (a counter before it counts, the ROI calculator before its inputs) is none of the site's facts.
    expect(passages.filter((p) => /\$0K?\b/.test(p.text)).map((p) => `${p.path} ${p.heading}`)).toEqual([]);
  });

  it('holds the pages the concierge answers from, and not the account forms', () => {
    const paths = new Set(loadSiteIndex(undefined).passages.map((p) => p.path));
    for (const path of ['/pricing', '/case-studies', '/about', '/docs', '/help', '/careers', '/resources', '/article/roi-measurement-ai-automation', '/event/building-custom-ai-workflows']) {
      expect(paths.has(path), path).toBe(true);
    }
    for (const path of ['/signin', '/register', '/forgot-password', '/reset-password']) expect(paths.has(path), path).toBe(false);
  });
});

describe('retrieval', () => {
  const search = retriever(loadSiteIndex(undefined));
  const grounded = evalQuestions.filter((q) => q.kind === 'grounded');

  it.each(grounded.map((q) => [q.question, q.cite] as const))('%s: finds %j', (question, cite) => {
    const pages = search.search(question).map((p) => p.path);
    expect(cite.filter((path) => pages.includes(path)).length, `${question} found ${pages.join(' ')}`).toBeGreaterThan(0);
  });

  it('puts a page the answer must cite in the top 3 for at least 95% of the evaluation questions (issue 63)', () => {
    const missed = grounded.filter((q) => !search.search(q.question, 3).some((p) => q.cite.includes(p.path))).map((q) => q.question);
    expect(missed.length / grounded.length, missed.join(' | ')).toBeLessThanOrEqual(0.05);
  });

  it('finds nothing for questions outside the offer', () => {
    for (const q of evalQuestions.filter((e) => e.kind === 'off-topic')) expect(search.search(q.question)).toEqual([]);
  });

  it('gives at most five passages, at most two of a page, best first', () => {
    const found = search.search('Which plan fits a 40-person support team that wants a pilot in March?');
    expect(found.map((p) => `${p.path} ${p.heading}`)).toEqual([
      '/ Pick the Plan That Fits Your Stage',
      '/pricing Enterprise',
      '/pricing Compare the plans',
      '/help Is there a free trial?',
      '/help Billing & Plans',
    ]);
  });
});
