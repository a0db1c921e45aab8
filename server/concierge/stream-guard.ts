// What of a model's answer may reach the visitor while it is still being written (issue 63, ADR 0076).
// The output checks (output.ts) judge a whole answer; a stream shows its beginnings, and the browser
// renders everything sent so far as one Markdown text. So each piece is sent only when the whole text
// sent with it passes those checks as it stands, and only up to a point past which nothing can still
// change what it is: a word only once the white space after it came (an address, a bare URL, a
// secret are words), a link, an image or an HTML tag only once closed, a number only once the words
// that could make it a price or a percentage followed, and words that repeat a run of the instructions
// only once the run is broken. Text that would need rewriting is sent rewritten where the rewrite
// continues what was sent, else held. An invented figure or repeated instructions stop the stream:
// the answer will be refused whole, and the `done` event brings the replacement.
import { words } from '../../src/domain/concierge/retrieval.ts';
import { ANSWER_MAX_CHARS, leaksInstructions, needsNoCleaning, safeMarkdown, undecidedFigureWords, unsupportedFigures, type OutputRules } from './output.ts';

export interface GuardRules extends OutputRules {
  /** What figures may come from: the passages given and the visitor's own words. */
  given: string;
  instructions: string;
  marker: string;
}

/** Text that cannot change what the Markdown before it is: letters, digits, white space, plain punctuation. */
const INERT = /^[\p{L}\p{N}\s.,;!?'’"]*$/u;

/** How far before a new piece the local checks (figures, repeated instructions) look. */
const CHECK_WINDOW = 400;

/** The longest run of the instructions' words held back: a leak is one of 8 (output.ts). */
const RUN_MAX_WORDS = 7;
/**
 * The shortest run held back: two words of the instructions in a row are common in an answer (the
 * instructions name the site's offer); a third starts to look like a quotation.
 */
const RUN_MIN_WORDS = 3;

const instructionRuns = new Map<string, Set<string>>();

/** Every run of RUN_MIN_WORDS to RUN_MAX_WORDS words of the instructions, as words() gives them. */
function runsOf(instructions: string): Set<string> {
  let runs = instructionRuns.get(instructions);
  if (!runs) {
    const said = words(instructions);
    runs = new Set();
    for (let n = RUN_MIN_WORDS; n <= RUN_MAX_WORDS; n++) for (let i = 0; i + n <= said.length; i++) runs.add(said.slice(i, i + n).join(' '));
    instructionRuns.clear();
    instructionRuns.set(instructions, runs);
  }
  return runs;
}

const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/** Where the last `n` words of `text` before `end` (runs without white space, with the white space after them) begin; scanned from the end. */
function startOfLastWords(text: string, n: number, end = text.length): number {
  let at = end;
  for (let i = 0; i < n && at > 0; i++) {
    while (at > 0 && isSpace(text[at - 1])) at--;
    while (at > 0 && !isSpace(text[at - 1])) at--;
  }
  return at;
}

/**
 * Where the first opener in `text` not closed yet is: a `[` without its `]`, a `](` without its `)`,
 * a `<` that can open an autolink or a tag without its `>`; Infinity when everything is closed. A
 * backslash escapes one character.
 */
export function unclosedAt(text: string): number {
  const brackets: number[] = [];
  let paren = -1;
  let depth = 0;
  let angle = -1;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') {
      i++;
      continue;
    }
    if (angle >= 0) {
      if (c === '>') angle = -1;
      continue;
    }
    if (paren >= 0) {
      if (c === '(') depth++;
      else if (c === ')' && --depth === 0) paren = -1;
      continue;
    }
    if (c === '[') brackets.push(i);
    else if (c === ']' && brackets.length > 0) {
      const open = brackets.pop()!;
      if (text[i + 1] === '(') {
        paren = open;
        depth = 1;
        i++;
      }
    } else if (c === '<' && (i + 1 === text.length || /[a-z/!?]/i.test(text[i + 1]!))) angle = i;
  }
  return Math.min(brackets[0] ?? Infinity, paren < 0 ? Infinity : paren, angle < 0 ? Infinity : angle);
}

/** Where the trailing words that repeat a run of the instructions begin (text.length when none do). */
function instructionRunStart(text: string, runs: ReadonlySet<string>): number {
  // A run of RUN_MAX_WORDS of words() may take more words of the text (stop words are dropped).
  const tail: { start: number; said: string[] }[] = [];
  for (let at = text.length; tail.length < RUN_MAX_WORDS * 3; ) {
    const start = startOfLastWords(text, 1, at);
    if (start === at) break;
    tail.unshift({ start, said: words(text.slice(start, at)) });
    at = start;
  }
  for (let i = 0; i < tail.length; i++) {
    const said = tail.slice(i).flatMap((word) => word.said);
    if (said.length >= RUN_MIN_WORDS && said.length <= RUN_MAX_WORDS && runs.has(said.join(' '))) return tail[i]!.start;
  }
  return text.length;
}

export class AnswerStream {
  readonly #rules: GuardRules;
  readonly #send: (text: string) => void;
  readonly #runs: ReadonlySet<string>;
  #raw = '';
  /** How much of the raw answer what was sent stands for. */
  #rawSent = 0;
  /** Everything sent, as the browser has it. */
  #sent = '';
  #stopped = false;

  constructor(rules: GuardRules, send: (text: string) => void) {
    this.#rules = rules;
    this.#send = send;
    this.#runs = runsOf(rules.instructions);
    // What every piece is checked against, read now, while the provider works on its first token.
    unsupportedFigures('', rules.given);
    leaksInstructions('', rules.instructions, rules.marker);
  }

  /** Everything sent so far. */
  get sent(): string {
    return this.#sent;
  }

  /** True once the answer showed what will get it refused: nothing more is sent. */
  get stopped(): boolean {
    return this.#stopped;
  }

  /** More of the model's answer: whatever of it is decided and allowed is sent. */
  push(text: string): void {
    this.#raw += text;
    if (!this.#stopped) this.#advance();
  }

  /** The point up to which the raw answer is decided: nothing after it can change what comes before. */
  #decided(): number {
    const raw = this.#raw;
    // Whole words only: up to the last white space.
    let cut = raw.length;
    while (cut > 0 && !isSpace(raw[cut - 1])) cut--;
    let upTo = raw.slice(0, cut);
    // Each hold can end the text inside what another would hold: until none moves it.
    for (let length = -1; length !== upTo.length; ) {
      length = upTo.length;
      const opener = unclosedAt(upTo);
      if (opener < upTo.length) upTo = upTo.slice(0, startOfLastWords(upTo.slice(0, opener + 1), 1));
      upTo = upTo.slice(0, startOfLastWords(upTo, undecidedFigureWords(upTo)));
      upTo = upTo.slice(0, instructionRunStart(upTo, this.#runs));
    }
    return upTo.length;
  }

  /**
   * Whether `text` may be shown as it stands. What was shown before `from` passed already: figures
   * and repeated instructions are looked for from CHECK_WINDOW characters before it (both are
   * local: a few words, 48 letters), the Markdown is read whole (a construct can span it all).
   */
  #allowed(text: string, from: number): 'yes' | 'rewrite' | 'refused' {
    const { given, instructions, marker } = this.#rules;
    let start = Math.max(0, from - CHECK_WINDOW);
    while (start > 0 && start < from && !isSpace(text[start - 1])) start++;
    const recent = text.slice(start);
    if (leaksInstructions(recent, instructions, marker) || unsupportedFigures(recent, given).length > 0) return 'refused';
    // Words and plain punctuation after clean text make no link, image, tag or address of it (no
    // bracket, colon, slash or @; `www.` alone can begin a link): the Markdown need not be read again.
    if (from > 0 && INERT.test(text.slice(from)) && !/www/i.test(text.slice(from))) return 'yes';
    return needsNoCleaning(text, this.#rules) ? 'yes' : 'rewrite';
  }

  #advance(): void {
    const cut = this.#decided();
    if (cut <= this.#rawSent) return;
    // Past the length an answer is cut to, the rest comes with `done`.
    if (cut > ANSWER_MAX_CHARS) {
      this.#stopped = true;
      return;
    }
    const piece = this.#raw.slice(this.#rawSent, cut);
    const next = this.#sent + piece;
    const verdict = this.#allowed(next, this.#sent.length);
    if (verdict === 'refused') {
      this.#stopped = true;
      return;
    }
    if (verdict === 'yes') return this.#emit(piece, cut);
    // A rewrite (a link to another site as its label, an address withheld) that continues what was sent.
    const decided = this.#raw.slice(0, cut);
    const rewritten = safeMarkdown(decided.trimEnd(), this.#rules).markdown + decided.slice(decided.trimEnd().length);
    if (rewritten.length > this.#sent.length && rewritten.startsWith(this.#sent) && this.#allowed(rewritten, 0) === 'yes') {
      this.#emit(rewritten.slice(this.#sent.length), cut);
    }
  }

  #emit(text: string, rawUpTo: number): void {
    this.#sent += text;
    this.#rawSent = rawUpTo;
    this.#send(text);
  }
}
