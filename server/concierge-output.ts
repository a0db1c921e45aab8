// What a model's answer may carry to the visitor (issue 50; OWASP LLM05, insecure output handling).
// The client's renderer already drops raw HTML, unsafe URLs and images (ChatMarkdown.tsx); the
// server narrows further, so the stored transcript and the mail to sales are clean too: links only to
// pages of this site (the pages cited), images as their alt text, no HTML, no URL to another host,
// no email address the visitor or the site did not give, no price or percentage the sources do not
// give, and nothing of the instructions.
import { EMAIL_IN_TEXT } from './concierge-lead.ts';
import { words } from './concierge-retrieval.ts';

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

const LINK = /(!?)\[([^[\]\n]{0,300})\]\(\s{0,5}([^\s()]{0,500})(?:\s{1,5}"[^"\n]{0,200}")?\s{0,5}\)/g;
const REFERENCE_DEFINITION = /^ {0,3}\[[^\]\n]{1,200}\]:[^\n]*$/gm;
const BARE_URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]`"']{1,500}/gi;
/** What is left of a link the patterns above could not read (a URL with parentheses, `javascript:alert(1)`). */
const LINK_OPENING = /\]\(/g;

function sitePathOf(url: string, sitePaths: ReadonlySet<string>): string | undefined {
  if (!/^\/(?![/\\])/.test(url)) return undefined;
  const pathname = (url.split(/[?#]/)[0] ?? '').replace(/(.)\/$/, '$1');
  return sitePaths.has(pathname) ? pathname : undefined;
}

/** The answer with every link checked; `cited` lists the site pages it links. */
export function safeMarkdown(text: string, rules: OutputRules): SafeAnswer {
  const cited: string[] = [];
  // Checked links wait as placeholders while the rest of the text is defused.
  const kept: string[] = [];
  let markdown = text.length > ANSWER_MAX_CHARS ? `${text.slice(0, ANSWER_MAX_CHARS).replace(/\s\S*$/, '')} …` : text;
  markdown = markdown
    .replaceAll('\uE000', '')
    .replace(REFERENCE_DEFINITION, '')
    .replace(/<(?=[a-z/!?])/gi, '&lt;')
    .replace(BARE_URL, (url) => `\`${url.replaceAll('`', '')}\``)
    .replace(LINK, (_whole, bang: string, label: string, url: string) => {
      if (bang) return label;
      const page = sitePathOf(url, rules.sitePaths);
      const mail = /^mailto:(.+)$/i.exec(url)?.[1];
      if (page && !cited.includes(page)) cited.push(page);
      if (!page && !(mail && rules.emails.has(mail.toLowerCase()))) return label;
      kept.push(`[${label}](${url})`);
      return `\uE000${kept.length - 1}\uE000`;
    })
    .replace(LINK_OPENING, '] (')
    .replace(EMAIL_IN_TEXT, (address) => (rules.emails.has(address.toLowerCase()) ? address : '(address withheld)'))
    .replace(/\uE000(\d+)\uE000/g, (_whole, n: string) => kept[Number(n)] ?? '');
  return { markdown: markdown.replace(/\n{3,}/g, '\n\n').trim(), cited };
}

/** Prices, percentages and multiples: the figures a visitor may act on. */
const FIGURE = /\$\d[\d,.]{0,20}[KMB]?|\d[\d,.]{0,20}(?:%|×)/g;

/** The figures of an answer that do not appear in `given` (the sources it was given, the visitor's own words). */
export function unsupportedFigures(answer: string, given: string): string[] {
  const trim = (figure: string) => (/[.,]$/.test(figure) ? figure.slice(0, -1) : figure);
  return [...new Set((answer.match(FIGURE) ?? []).map(trim))].filter((figure) => !given.includes(figure));
}

/** True when the answer repeats a run of words of the instructions (or their marker): the model was talked into showing them. */
export function leaksInstructions(answer: string, instructions: string, marker: string): boolean {
  if (answer.includes(marker)) return true;
  const secret = words(instructions);
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE <= secret.length; i++) shingles.add(secret.slice(i, i + SHINGLE).join(' '));
  const said = words(answer);
  for (let i = 0; i + SHINGLE <= said.length; i++) if (shingles.has(said.slice(i, i + SHINGLE).join(' '))) return true;
  return false;
}
