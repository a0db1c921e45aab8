// What a model's answer may carry to the visitor (issue 50; OWASP LLM05, insecure output handling).
// The client's renderer already drops raw HTML, unsafe URLs and images (ChatMarkdown.tsx); the
// server narrows further, so the stored transcript and the mail to sales are clean too: links only to
// pages of this site (the pages cited), images as their alt text, no HTML, no URL to another host,
// no email address the visitor or the site did not give, no price or percentage the sources do not
// give, and nothing of the instructions. Links are judged on the Markdown as a CommonMark and GFM
// parser reads it (the client's renderer is one), never by patterns over the text (issue 59).
import type { Nodes, Parents, PhrasingContent, Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { EMAIL_IN_TEXT } from '../../src/domain/concierge/lead-rule.ts';
import { words } from '../../src/domain/concierge/retrieval.ts';

export const ANSWER_MAX_CHARS = 3000;
const SHINGLE = 8;

export interface SafeAnswer {
  markdown: string;
  /** The site paths the answer links, in order of first link. */
  cited: string[];
}

export interface OutputRules {
  /** Page paths a link may point to. */
  sitePaths: ReadonlySet<string>;
  /** Email addresses the answer may show (the visitor's own, the site's). */
  emails: ReadonlySet<string>;
}

const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]`"']{1,500}/gi;

/** The parser and the writer the client's renderer agrees with: CommonMark and GFM (react-markdown with remark-gfm). */
const parse = (markdown: string): Root => fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
const serialize = (tree: Root): string =>
  toMarkdown(tree, { extensions: [gfmToMarkdown()], bullet: '-', emphasis: '*', strong: '*', rule: '-', fences: true, listItemIndent: 'one' });
/** Parents whose children are blocks: text that replaces a block goes in a paragraph there. */
const FLOW = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);
/** Containers that mean nothing once what they held is gone. */
const EMPTIABLE = new Set(['paragraph', 'blockquote', 'list', 'listItem', 'heading', 'footnoteDefinition', 'tableCell']);
/** Passes of parse, clean and write before an answer is taken as clean (each pass undoes what the previous writing could have made). */
const MAX_PASSES = 4;

function sitePathOf(url: string, sitePaths: ReadonlySet<string>): string | undefined {
  if (!/^\/(?![/\\])/.test(url)) return undefined;
  const pathname = (url.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  return sitePaths.has(pathname) ? pathname : undefined;
}

/** One pass over a parsed answer: every node that may not reach the visitor rewritten in place. */
class Cleaner {
  readonly cited: string[] = [];
  changed = false;
  readonly #rules: OutputRules;

  constructor(rules: OutputRules) {
    this.#rules = rules;
  }

  #withheld(value: string): string {
    return value.replace(EMAIL_IN_TEXT, (address) => (this.#rules.emails.has(address.toLowerCase()) ? address : '(address withheld)'));
  }

  /** What replaces `node` among its parent's children (of type `parent`). */
  #replace(node: Nodes, parent: string): Nodes[] {
    // Shown as text, any URL in it as code: written back, it is not read as markup or a link again.
    const text = (value: string): Nodes[] => {
      this.changed = true;
      if (value === '') return [];
      const phrasing: PhrasingContent[] = [];
      let at = 0;
      for (const url of value.matchAll(BARE_URL)) {
        if (url.index > at) phrasing.push({ type: 'text', value: value.slice(at, url.index) });
        phrasing.push({ type: 'inlineCode', value: url[0] });
        at = url.index + url[0].length;
      }
      if (at < value.length) phrasing.push({ type: 'text', value: value.slice(at) });
      return FLOW.has(parent) ? [{ type: 'paragraph', children: phrasing }] : phrasing;
    };
    switch (node.type) {
      case 'definition':
        this.changed = true;
        return [];
      case 'html':
        return text(node.value);
      case 'image':
      case 'imageReference':
        return text(node.alt ?? '');
      case 'linkReference':
        this.changed = true;
        return node.children.flatMap((child) => this.#replace(child, parent));
      case 'link': {
        const page = sitePathOf(node.url, this.#rules.sitePaths);
        const mail = /^mailto:(.+)$/i.exec(node.url)?.[1];
        if (page || (mail && this.#rules.emails.has(mail.toLowerCase()))) {
          if (page && !this.cited.includes(page)) this.cited.push(page);
          if (node.title) this.changed = true;
          node.title = null;
          this.clean(node);
          return [node];
        }
        this.changed = true;
        const label = toString(node);
        // An autolink (`<https://…>`, a bare URL or address): its text shown as code, an address withheld.
        if (!mail && (label === node.url || `http://${label}` === node.url)) return [{ type: 'inlineCode', value: label }];
        return node.children.flatMap((child) => this.#replace(child, parent));
      }
      case 'text':
      case 'inlineCode':
      case 'code': {
        const value = this.#withheld(node.value);
        if (value !== node.value) this.changed = true;
        node.value = value;
        return [node];
      }
      default:
        if (!('children' in node)) return [node];
        this.clean(node);
        if (node.children.length === 0 && EMPTIABLE.has(node.type)) {
          this.changed = true;
          return [];
        }
        return [node];
    }
  }

  clean(node: Parents): void {
    (node as { children: Nodes[] }).children = node.children.flatMap((child) => this.#replace(child, node.type));
  }
}

/** True when the answer is clean as it stands: nothing in it that safeMarkdown would rewrite (a stream sends such text as it is). */
export function needsNoCleaning(text: string, rules: OutputRules): boolean {
  const cleaner = new Cleaner(rules);
  cleaner.clean(parse(text));
  return !cleaner.changed;
}

/** The answer with every link checked; `cited` lists the site pages it links. */
export function safeMarkdown(text: string, rules: OutputRules): SafeAnswer {
  let markdown = text.length > ANSWER_MAX_CHARS ? `${text.slice(0, ANSWER_MAX_CHARS).replace(/\s\S*$/, '')} …` : text;
  for (let pass = 1; ; pass++) {
    const tree = parse(markdown);
    const cleaner = new Cleaner(rules);
    cleaner.clean(tree);
    markdown = serialize(tree);
    if (!cleaner.changed) return { markdown: markdown.replace(/\n{3,}/g, '\n\n').trim(), cited: cleaner.cited };
    // Never seen: an answer that each writing turns into something else to clean is shown as bare words.
    if (pass === MAX_PASSES) return { markdown: toString(tree).replace(/[<>[\]()`*_#|\\!:]/g, ' ').trim(), cited: [] };
  }
}

/** Prices, percentages and multiples: the figures a visitor may act on, in any currency, unit or spelling (issue 59). */
const FIGURE_TOKEN = /[$€£¥₹%×٪]|\d[\d,]*(?:\.\d+)?|\p{L}+/gu;
const CURRENCY: Record<string, string> = {
  $: 'USD', usd: 'USD', dollar: 'USD', dollars: 'USD', buck: 'USD', bucks: 'USD',
  '€': 'EUR', eur: 'EUR', euro: 'EUR', euros: 'EUR',
  '£': 'GBP', gbp: 'GBP', pound: 'GBP', pounds: 'GBP',
  '¥': 'JPY', jpy: 'JPY', yen: 'JPY', '₹': 'INR', inr: 'INR', rupee: 'INR', rupees: 'INR',
  cad: 'CAD', aud: 'AUD', chf: 'CHF',
};
const PERCENT = new Set(['%', '٪', 'percent', 'pct']);
const MULTIPLE = new Set(['x', '×', 'times', 'fold']);
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, mn: 1e6, million: 1e6, b: 1e9, bn: 1e9, billion: 1e9 };
const UNITS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19,
  twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};

interface Token {
  text: string;
  start: number;
  end: number;
  /** The number it says, in digits or words. */
  value?: number;
}

/** The tokens of `text` (NFKC), a run of number words ("twenty-five thousand") as one number. */
function figureTokens(text: string): Token[] {
  const out: Token[] = [];
  for (const m of text.matchAll(FIGURE_TOKEN)) {
    const word = m[0].toLowerCase();
    const token: Token = { text: word, start: m.index, end: m.index + m[0].length };
    if (/^\d/.test(word)) token.value = Number(word.replaceAll(',', ''));
    const last = out.at(-1);
    const spelled = UNITS[word] ?? (word === 'hundred' ? 100 : undefined);
    if (spelled !== undefined) {
      // A spelled-out number: units and tens add up, "hundred" multiplies what is before it.
      if (last?.value !== undefined && last.text === '#') {
        last.value = word === 'hundred' ? (last.value % 1000 || 1) * 100 + last.value - (last.value % 1000) : last.value + spelled;
        last.end = token.end;
        continue;
      }
      if (word !== 'hundred') {
        out.push({ ...token, text: '#', value: spelled });
        continue;
      }
    }
    if (last?.text === '#' && word.length > 2 && SCALE[word]) {
      last.value = last.value! * SCALE[word]!;
      last.end = token.end;
      continue;
    }
    out.push(token);
  }
  return out;
}

interface Figure {
  /** What it is and its value: `USD 25000`, `% 90`, `x 10`. */
  key: string;
  /** As the text writes it (NFKC). */
  shown: string;
}

function figuresOf(text: string): Figure[] {
  const normal = text.normalize('NFKC');
  const tokens = figureTokens(normal);
  const figures: Figure[] = [];
  tokens.forEach((token, i) => {
    if (token.value === undefined) return;
    let value = token.value;
    let end = i;
    // `25K`, `25 thousand`; a letter apart from its number (`9 m`) is not a scale.
    const follower = tokens[i + 1];
    const scale = follower ? SCALE[follower.text] : undefined;
    if (scale && (follower!.text.length > 2 || follower!.start === token.end)) {
      value *= scale;
      end++;
    }
    const before = CURRENCY[tokens[i - 1]?.text ?? ''];
    const next = tokens[end + 1]?.text ?? '';
    const perCent = next === 'per' && tokens[end + 2]?.text === 'cent';
    const after = CURRENCY[next];
    const kind = before ?? after ?? (PERCENT.has(next) || perCent ? '%' : MULTIPLE.has(next) ? 'x' : undefined);
    if (!kind) return;
    const first = before ? i - 1 : i;
    const last = before ? end : end + (perCent ? 2 : 1);
    figures.push({ key: `${kind} ${value}`, shown: normal.slice(tokens[first]!.start, tokens[last]!.end) });
  });
  return figures;
}

/** Tokens after a number that can still make it a figure: a scale, a unit or currency, `per cent`. */
const FIGURE_FOLLOWERS = 3;
/** The tokens that can follow a number within its figure. */
const FIGURE_WORDS = new Set([...Object.keys(SCALE), ...Object.keys(CURRENCY), ...PERCENT, ...MULTIPLE, 'per', 'cent', 'hundred']);

/**
 * How many words (runs without white space) at the end of `text` could still become part of a
 * figure when more text follows: from the last number that fewer than FIGURE_FOLLOWERS tokens
 * follow. A stream holds them back until the figure is decided (ADR 0076).
 */
export function undecidedFigureWords(text: string): number {
  const normal = text.normalize('NFKC');
  const tokens = figureTokens(normal);
  // Decided once FIGURE_FOLLOWERS tokens followed, or one that cannot belong to a figure ("Three ways").
  const undecided = (i: number) => {
    const after = tokens.slice(i + 1, i + 1 + FIGURE_FOLLOWERS);
    return after.length < FIGURE_FOLLOWERS && after.every((t) => FIGURE_WORDS.has(t.text));
  };
  const from = tokens.findIndex((token, i) => token.value !== undefined && undecided(i));
  if (from < 0) return 0;
  let start = tokens[from]!.start;
  while (start > 0 && /\S/.test(normal[start - 1]!)) start--;
  return normal.slice(start).match(/\S+/g)?.length ?? 0;
}

/** The figures of an answer whose value `given` (the sources it was given, the visitor's own words) does not hold. */
// The last sources' figures and instructions' runs, kept: a streamed answer checks each of its prefixes against the same ones.
let heldFigures: { given: string; keys: Set<string> } | undefined;

export function unsupportedFigures(answer: string, given: string): string[] {
  if (heldFigures?.given !== given) heldFigures = { given, keys: new Set(figuresOf(given).map((f) => f.key)) };
  const held = heldFigures.keys;
  return [...new Set(figuresOf(answer).filter((f) => !held.has(f.key)).map((f) => f.shown))];
}

/** Letters in a row of the instructions that an answer shows, spaced, dotted or reversed, only when it is repeating them. */
const LETTER_RUN = 48;
const BASE64_RUN = /[A-Za-z\d+/]{24,4000}={0,2}/g;
const lettersOf = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

function repeatsWords(answer: string, shingles: ReadonlySet<string>): boolean {
  const said = words(answer);
  for (let i = 0; i + SHINGLE <= said.length; i++) if (shingles.has(said.slice(i, i + SHINGLE).join(' '))) return true;
  return false;
}

function repeatsLetters(letters: string, runs: ReadonlySet<string>): boolean {
  for (let i = 0; i + LETTER_RUN <= letters.length; i++) if (runs.has(letters.slice(i, i + LETTER_RUN))) return true;
  return false;
}

let secrets: { instructions: string; shingles: Set<string>; runs: Set<string> } | undefined;

/** The runs of words and of letters of the instructions an answer must not repeat (kept for the last instructions). */
function secretsOf(instructions: string): { shingles: Set<string>; runs: Set<string> } {
  if (secrets?.instructions === instructions) return secrets;
  const secret = words(instructions);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE <= secret.length; i++) shingles.add(secret.slice(i, i + SHINGLE).join(' '));
  const secretLetters = lettersOf(instructions);
  const runs = new Set<string>();
  for (let i = 0; i + LETTER_RUN <= secretLetters.length; i++) runs.add(secretLetters.slice(i, i + LETTER_RUN));
  secrets = { instructions, shingles, runs };
  return secrets;
}

/**
 * True when the answer repeats the instructions (or their marker): a run of their words, or of their
 * letters whatever stands between them (spaced or dotted letters), reversed, or in base64 (issue 59).
 */
export function leaksInstructions(answer: string, instructions: string, marker: string): boolean {
  if (answer.includes(marker)) return true;
  const { shingles, runs } = secretsOf(instructions);
  const decoded = (answer.match(BASE64_RUN) ?? []).map((run) => Buffer.from(run, 'base64').toString('utf8'));
  const letters = lettersOf(answer);
  return (
    repeatsWords(answer, shingles) ||
    repeatsLetters(letters, runs) ||
    repeatsLetters([...letters].reverse().join(''), runs) ||
    decoded.some((text) => repeatsWords(text, shingles) || repeatsLetters(lettersOf(text), runs))
  );
}
