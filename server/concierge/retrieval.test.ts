import { describe, expect, it } from 'vitest';
import { evalQuestions } from './eval/questions.ts';
import { loadSiteIndex, passagesOfPage } from './site-index.ts';
import { retriever } from './retrieval.ts';

const page = `<html><head><title>x</title></head><body><header><a href="/">Home</a></header>
<main id="main-content"><h1>Choose Your <!-- -->Plan</h1><p>Every plan includes 99.9% uptime &amp; a 10&#215; guarantee.</p>
<svg><path d="M0 0"></path><title>icon</title></svg><script>var secret = 1;</script>
<h2><button type="button">Is there a free trial?</button></h2><div><p>Yes: 14 days, no card.</p></div>
<table><caption>Compare</caption><tr><th>Setup fee</th><td>$2K</td><td><span aria-hidden="true">—</span><div>Not listed</div></td></tr></table>
</main><footer>© Orbital</footer></body></html>`;

describe('the site index', () => {
  it("reads a prerendered page's main content into passages under their headings, without markup, scripts or icons", () => {
    expect(passagesOfPage(page, '/pricing')).toEqual([
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Choose Your Plan', text: 'Every plan includes 99.9% uptime & a 10× guarantee.' },
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Is there a free trial?', text: 'Yes: 14 days, no card.' },
      { path: '/pricing', title: 'Choose Your Plan', heading: 'Compare', text: 'Setup fee | $2K | Not listed' },
    ]);
  });

  it('keeps no label of a button or a link that stands alone, keeps what a card link holds, and gives each passage its section (issue 63)', () => {
    const html = `<main><section id="hero"><h1>Autonomous agents</h1><p>Agents audit your operations. Read the <a href="/docs">docs</a> first.</p>
<a class="button" href="/book-call">Book a 15-min Discovery Call</a><button type="button">Launch Live Demo</button><p aria-hidden="true">42</p>
<form><label>Email address</label><button>Subscribe</button></form><nav><a href="/x">Next</a></nav></section>
<section id="plans"><h2 id="plans-title">Plans</h2><a href="/pricing"><h3>Self-Serve</h3><p>For small teams.</p><span>Reserve Slot</span></a>
<p>Agents audit your operations. Read the <a href="/docs">docs</a> first.</p></section></main>`;
    expect(passagesOfPage(html, '/')).toEqual([
      { path: '/', title: 'Autonomous agents', heading: 'Autonomous agents', anchor: 'hero', text: 'Agents audit your operations. Read the docs first.' },
      { path: '/', title: 'Autonomous agents', heading: 'Plans', anchor: 'plans-title', text: 'Plans' },
      { path: '/', title: 'Autonomous agents', heading: 'Self-Serve', anchor: 'plans', text: 'For small teams.\nAgents audit your operations. Read the docs first.' },
    ]);
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
      '/pricing Compare the plans',
      '/pricing Enterprise',
      '/help What integrations do you support?',
      '/help Billing & Plans',
    ]);
  });
});
