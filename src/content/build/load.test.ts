// The build check's messages (issue 49): each broken file stops the build with its file, line and
// field, in a marketer's words.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadContent } from './load.ts';
import { ContentError } from './problems.ts';

const fields = {
  title: 'title: A New Article',
  excerpt: 'excerpt: What it is about.',
  teaser: 'teaser: Why read it.',
  author: 'author:\n  name: Dr. Maya Chen\n  role: Co-founder & CEO',
  date: 'date: 2026-11-02',
  category: 'category: AI Strategy',
  tags: 'tags:\n  - Strategy',
  coverAlt: 'coverAlt: A robot reading',
};
type Field = keyof typeof fields;

const article = (change: Partial<Record<Field, string | null>> = {}, body = 'Some words.') => {
  const lines = (Object.keys(fields) as Field[]).map((f) => (f in change ? change[f] : fields[f])).filter((l) => l !== null);
  return `---\n${lines.join('\n')}\n---\n\n${body}\n`;
};

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function messagesFor(files: Record<string, string>, folder = 'articles'): string[] {
  dir = mkdtempSync(path.join(tmpdir(), 'content-'));
  mkdirSync(path.join(dir, folder));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(dir, folder, name), source);
  try {
    loadContent({ dir, now: new Date('2026-11-28T12:00:00Z') });
  } catch (error) {
    if (error instanceof ContentError) return error.message.split('\n');
    throw error;
  }
  return [];
}
const fileName = (name: string, folder = 'articles') => path.relative(process.cwd(), path.join(dir, folder, name));
const ONE_PROBLEM = 'The content has a problem to fix before the site can be built (docs/content.md):';
const problems = (count: number) => `The content has ${count} problems to fix before the site can be built (docs/content.md):`;

describe('publishing', () => {
  const load = (drafts: boolean) => {
    messagesFor({ 'published.md': article(), 'a-draft.md': `${article()}`.replace('coverAlt:', 'draft: true\ncoverAlt:'), 'scheduled.md': article({ date: 'date: 2026-12-01' }) });
    return loadContent({ dir, drafts, now: new Date('2026-11-28T12:00:00Z') }).articles.map((a) => [a.id, a.draft ?? false]);
  };

  it('leaves drafts and future dates out of a build', () => {
    expect(load(false)).toEqual([['published', false]]);
  });

  it('keeps them, marked as drafts, for npm start', () => {
    expect(load(true)).toEqual([
      ['scheduled', true],
      ['a-draft', true],
      ['published', false],
    ]);
  });

  it('gives an entry a draft field only when it is unpublished', () => {
    messagesFor({ 'kept.md': article().replace('coverAlt:', 'draft: false\ncoverAlt:') });
    expect(loadContent({ dir, now: new Date('2026-11-28T12:00:00Z') }).articles.map((a) => Object.hasOwn(a, 'draft'))).toEqual([false]);
  });

  it('computes the reading time from the words unless the file sets it', () => {
    // 920 words in 230 paragraphs and a list of 230 items: the words on either side of a block's edge are two words.
    const blocks = `${Array(230).fill('one two').join('\n\n')}\n\n${Array(230).fill('- one two').join('\n')}`;
    messagesFor({ 'long.md': article({}, 'word '.repeat(1150)), 'set.md': article({ tags: 'tags:\n  - Strategy\nreadTime: 12' }, 'word '.repeat(1150)), 'blocks.md': article({}, blocks) });
    expect(loadContent({ dir }).articles.map((a) => [a.id, a.readTime])).toEqual([
      ['blocks', 4],
      ['long', 5],
      ['set', 12],
    ]);
  });
});

describe('the content check', () => {
  it('passes a correct article', () => {
    expect(messagesFor({ 'a-new-article.md': article() })).toEqual([]);
  });

  it('names a missing field', () => {
    const messages = messagesFor({ 'a-new-article.md': article({ excerpt: null }) });
    expect(messages).toEqual([ONE_PROBLEM, `  - ${fileName('a-new-article.md')}, line 1, field "excerpt": is missing: add a line "excerpt: ..." between the two --- lines (One or two sentences under the title, in search results and in the feed)`]);
  });

  it('names a wrong date and the line it is on', () => {
    expect(messagesFor({ 'a.md': article({ date: 'date: 14 October 2026' }) })).toEqual([
      ONE_PROBLEM,
      `  - ${fileName('a.md')}, line 8, field "date": must be a date written as YYYY-MM-DD, e.g. 2026-10-14 (it says "14 October 2026")`,
    ]);
    expect(messagesFor({ 'a.md': article({ date: 'date: 2026-02-30' }) })).toEqual([ONE_PROBLEM, `  - ${fileName('a.md')}, line 8, field "date": is not a real calendar date (it says "2026-02-30")`]);
  });

  it('lists the categories when one is unknown', () => {
    expect(messagesFor({ 'a.md': article({ category: 'category: Strategy' }) })).toEqual([
      ONE_PROBLEM,
      `  - ${fileName('a.md')}, line 9, field "category": must be one of: AI Strategy, Business Value, Security, Product, Case Study, Engineering (it says "Strategy")`,
    ]);
  });

  it('refuses two files with the same id', () => {
    expect(messagesFor({ 'ai-news.md': article(), 'AI-News.md': article() })).toEqual([
      problems(2),
      `  - ${fileName('AI-News.md')}, line 1: the file name "AI-News.md" is the page's address: use lowercase letters, digits and hyphens only (e.g. my-new-article.md)`,
      `  - ${fileName('ai-news.md')}, line 1: has the same id "ai-news" as ${fileName('AI-News.md')}: rename one of the two files`,
    ]);
  });

  it('names a broken internal link with its line in the file, and passes the pages the site has', () => {
    const pages = '[prices](/pricing/), [the quick start](/docs/quickstart#install), [this article](/article/a), [tutorials](/tutorials), [the feed](/feed.xml)';
    const body = `First paragraph.\n\nSee [our prices](/pricng) and [the ROI article](/article/roi-measurement), ${pages}.`;
    expect(messagesFor({ 'a.md': article({}, body) })).toEqual([
      problems(2),
      `  - ${fileName('a.md')}, line 17: links to /pricng, a page this site does not have (or an unpublished one): check the address`,
      `  - ${fileName('a.md')}, line 17: links to /article/roi-measurement, a page this site does not have (or an unpublished one): check the address`,
    ]);
  });

  it('names a field that is not one of the kind', () => {
    expect(messagesFor({ 'a.md': article({ tags: 'tags:\n  - Strategy\ntitel: Typo' }) })).toEqual([
      ONE_PROBLEM,
      `  - ${fileName('a.md')}, line 12, field "titel": is not a field of this kind of content: check its spelling (docs/content.md lists the fields)`,
    ]);
  });

  it('names a file without its fields, fields it cannot read, a top-level heading and a link that is no address', () => {
    const files = {
      'a.md': 'Just a body.\n',
      'b.md': article({ excerpt: 'excerpt: "What it is about.' }),
      'c.md': article({}, '# A Second Title\n\nSee [the prices](pricing.html).'),
    };
    expect(messagesFor(files)).toEqual([
      problems(4),
      `  - ${fileName('a.md')}, line 1: the file must start with a --- line, the fields, and another --- line`,
      `  - ${fileName('b.md')}, line 3, field "excerpt": a quote is not closed: end the text with the same quote mark it starts with`,
      `  - ${fileName('c.md')}, line 15: a heading starts with a single "#": start it with "## " (the title is the page's only top-level heading)`,
      `  - ${fileName('c.md')}, line 17: the link "pricing.html" is neither a page of this site (starting with /) nor a full address (starting with https://)`,
    ]);
  });
});

const eventFields = {
  title: 'title: A Webinar',
  description: 'description: What it covers.',
  date: 'date: January 21, 2027',
  time: 'time: 11:00 AM PST',
  duration: 'duration: 2 hours',
  type: 'type: LIVE WEBINAR',
  format: 'format: Online webinar',
  speakers: 'speakers:\n  - name: Dr. Maya Chen\n    role: Co-founder & CEO',
  capacity: 'capacity: 100',
  registered: 'registered: 10',
  coverAlt: 'coverAlt: A presenter',
  agenda: 'agenda:\n  - Intro',
  prerequisites: 'prerequisites:\n  - None',
  benefits: 'benefits:\n  - Slides',
  color: 'color: brand',
};
type EventField = keyof typeof eventFields;
const event = (change: Partial<Record<EventField, string>> = {}) =>
  `---\n${(Object.keys(eventFields) as EventField[]).map((f) => change[f] ?? eventFields[f]).join('\n')}\n---\n\nWhat happens.\n`;

// Every message a marketer can meet, each an instruction: the mistake, and what the build and the
// `npm start` banner say about it (the file's name and "line N" come before each message).
describe('every message a marketer can meet says what to write', () => {
  const cases: [mistake: string, files: Record<string, string>, folder: string, messages: string[]][] = [
    ['a missing field', { 'a.md': article({ excerpt: null }) }, 'articles', ['line 1, field "excerpt": is missing: add a line "excerpt: ..." between the two --- lines (One or two sentences under the title, in search results and in the feed)']],
    ['a missing category', { 'a.md': article({ category: null }) }, 'articles', ['line 1, field "category": is missing: add a line "category: ..." between the two --- lines with one of: AI Strategy, Business Value, Security, Product, Case Study, Engineering']],
    ['a missing field inside another', { 'a.md': article({ author: 'author:\n  name: Dr. Maya Chen' }) }, 'articles', ['line 6, field "author > role": is missing: add a line "role: ..." under "author:" (Their role, e.g. Co-founder & CEO)']],
    ['a colon in a title', { 'a.md': article({ title: 'title: Security: a checklist' }) }, 'articles', ['line 2, field "title": the text holds a colon followed by a space: put the whole text in double quotes, like this: title: "Security: a checklist"']],
    ['an unknown category', { 'a.md': article({ category: 'category: Strategy' }) }, 'articles', ['line 9, field "category": must be one of: AI Strategy, Business Value, Security, Product, Case Study, Engineering (it says "Strategy")']],
    ['a misspelt field', { 'a.md': article({ category: 'catgory: AI Strategy' }) }, 'articles', ['line 1, field "category": is missing: add a line "category: ..." between the two --- lines with one of: AI Strategy, Business Value, Security, Product, Case Study, Engineering', 'line 9, field "catgory": is not a field of this kind of content: check its spelling (docs/content.md lists the fields)']],
    ['an article date written in words', { 'a.md': article({ date: 'date: November 2, 2026' }) }, 'articles', ['line 8, field "date": must be a date written as YYYY-MM-DD, e.g. 2026-10-14 (it says "November 2, 2026")']],
    ['a date that does not exist', { 'a.md': article({ date: 'date: 2026-02-30' }) }, 'articles', ['line 8, field "date": is not a real calendar date (it says "2026-02-30")']],
    ['a number where text goes', { 'a.md': article({ title: 'title: 2026' }) }, 'articles', ['line 2, field "title": must be text: put it in double quotes (it says "2026")']],
    ['an empty field', { 'a.md': article({ teaser: 'teaser: "  "' }) }, 'articles', ['line 4, field "teaser": is empty: write some text (it says "  ")']],
    ['a list with no items', { 'a.md': article({ tags: 'tags:' }) }, 'articles', ['line 10, field "tags": must be a list of lines, each starting with "- "']],
    ['a field indented wrongly', { 'a.md': article({ author: 'author:\n  name: Dr. Maya Chen\n role: Co-founder & CEO' }) }, 'articles', ['line 7, field "role": the lines around this one are not lined up: start each field at the beginning of its line, and the lines under a field (like name: and role: under author:) with the same two spaces']],
    ['a quote not closed', { 'a.md': article({ excerpt: 'excerpt: "What it is about.' }) }, 'articles', ['line 3, field "excerpt": a quote is not closed: end the text with the same quote mark it starts with']],
    ['a field written twice', { 'a.md': article({ teaser: 'teaser: Why read it.\nteaser: Again.' }) }, 'articles', ['line 5, field "teaser": is written twice: keep one of the two lines']],
    ['a read time of zero', { 'a.md': article({ tags: 'tags:\n  - Strategy\nreadTime: 0' }) }, 'articles', ['line 12, field "readTime": must be at least 1 (it says "0")']],
    ['an event date written as YYYY-MM-DD', { 'e.md': event({ date: 'date: 2027-01-21' }) }, 'events', ['line 4, field "date": must be a date written like January 21, 2027 (it says "2027-01-21")']],
    ['an event with no speakers', { 'e.md': event({ speakers: 'speakers: []' }) }, 'events', ['line 9, field "speakers": needs at least one speaker']],
    ['more registered than seats', { 'e.md': event({ registered: 'registered: 120' }) }, 'events', ['line 13, field "registered": may not be more than capacity: lower registered or raise capacity (it says "120")']],
    ['a number with decimals', { 'e.md': event({ capacity: 'capacity: 12.5' }) }, 'events', ['line 12, field "capacity": must be a whole number (it says "12.5")']],
    ['an unknown event type', { 'e.md': event({ type: 'type: Webinar' }) }, 'events', ['line 7, field "type": must be one of: LIVE WEBINAR, WORKSHOP, CASE STUDY (it says "Webinar")']],
    ['a file name with capitals', { 'New-Article.md': article() }, 'articles', ['line 1: the file name "New-Article.md" is the page\'s address: use lowercase letters, digits and hyphens only (e.g. my-new-article.md)']],
    ['a file with no fields', { 'a.md': 'Just a body.\n' }, 'articles', ['line 1: the file must start with a --- line, the fields, and another --- line']],
    ['a link to a page the site does not have', { 'a.md': article({}, 'See [prices](/pricng).') }, 'articles', ['line 15: links to /pricng, a page this site does not have (or an unpublished one): check the address']],
    ['a heading with one #', { 'a.md': article({}, '# Title') }, 'articles', ['line 15: a heading starts with a single "#": start it with "## " (the title is the page\'s only top-level heading)']],
  ];
  it.each(cases)('%s', (_, files, folder, expected) => {
    const [name] = Object.keys(files);
    const messages = messagesFor(files, folder).slice(1);
    expect(messages).toEqual(expected.map((m) => `  - ${fileName(name!, folder)}, ${m}`));
  });
});
