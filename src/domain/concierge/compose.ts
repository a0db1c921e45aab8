// The concierge without a language model (issue 63): the offline demo's and Storybook's answers,
// composed from the best passages of the same index the server's model is given, with the same
// sources; a visitor who gives an address and asks to be contacted gets the lead rule's confirmation.
// A question no passage answers gets no guess: it is told so, and offered a call.
import { ALREADY_PASSED, leadConfirmation, requestFromMessage, type ContactRequest } from './lead-rule.ts';
import type { Passage, Retriever } from './retrieval.ts';
import { sourcesOf, type Source } from './sources.ts';

export interface ComposedAnswer {
  /** Markdown. */
  response: string;
  sources: Source[];
  /** The request to pass to sales (store the lead once per conversation). */
  lead?: ContactRequest;
}

export const NO_ANSWER =
  "I could not find that on our pages, and I would rather not guess. [Book a call](/book-call) and our team will answer it, or ask me about our plans, results, events or docs.";
// Not a second greeting: the session's opening already greeted (product-rules.md D3).
export const GREETING_REPLY = 'What would you like to know? I answer from our pages: our AI agents, plans and prices, client results, events and the developer docs.';

const GREETING = /^(?:hi|hello|hey|hiya|good (?:morning|afternoon|evening))(?: there)?[\s!.,]*$/i;
/** The passages an answer quotes, and the lines of each. */
const PASSAGES_QUOTED = 2;
const LINES_QUOTED = 4;
const LINE_MAX_CHARS = 280;

/** Page text quoted as Markdown text: nothing in it forms markup (a table row's bars, an asterisk). */
const literal = (text: string) => text.replace(/[\\`*_[\]()#|<>!~]/g, (c) => `\\${c}`);
const cut = (line: string) => (line.length > LINE_MAX_CHARS ? `${line.slice(0, LINE_MAX_CHARS - 1).trimEnd()}…` : line);

/** A table's rows as the index writes them ("Setup fee | $2K | $15K"), or undefined for other text. */
function tableRows(lines: string[]): string[][] | undefined {
  const rows = lines.map((line) => line.replace(/^\| /, ' | ').split(' | ').map((cell) => cell.trim()));
  const width = rows[0]!.length;
  return rows.length > 1 && width > 1 && rows.every((row) => row.length === width) ? rows : undefined;
}

/** Rows as a Markdown table, each cell literal; the first row is the header. */
const markdownTable = ([header, ...body]: string[][]) =>
  [header!, header!.map(() => '---'), ...body].map((row) => `| ${row.map((cell) => literal(cut(cell))).join(' | ')} |`).join('\n');

function quoted(passage: Passage): string {
  const where = passage.heading && passage.heading !== passage.title ? `${passage.title}: ${passage.heading}` : passage.title;
  const raw = passage.text.split('\n');
  const table = tableRows(raw);
  if (table) return `**${literal(where)}**\n\n${markdownTable(table)}`;
  const lines = raw.slice(0, LINES_QUOTED).map((line) => literal(cut(line)));
  return `**${literal(where)}**\n\n${lines.length === 1 ? lines[0] : lines.map((line) => `- ${line}`).join('\n')}`;
}

/**
 * The answer to a message: the lead rule first (`leadTaken`: this conversation's lead is stored), then a
 * greeting, then the best passages (searched with the question before when the message alone finds none).
 */
export function composeAnswer(message: string, search: Retriever, options: { previousQuestion?: string; leadTaken?: boolean } = {}): ComposedAnswer {
  const request = requestFromMessage(message);
  if (request) return options.leadTaken ? { response: ALREADY_PASSED, sources: [] } : { response: leadConfirmation(request), sources: [], lead: request };
  if (GREETING.test(message.trim())) return { response: GREETING_REPLY, sources: [] };
  const direct = search.search(message, PASSAGES_QUOTED);
  const passages = direct.length > 0 || !options.previousQuestion ? direct : search.search(`${options.previousQuestion} ${message}`, PASSAGES_QUOTED);
  if (passages.length === 0) return { response: NO_ANSWER, sources: [] };
  return { response: `Here is what our pages say:\n\n${passages.map(quoted).join('\n\n')}`, sources: sourcesOf(passages) };
}
