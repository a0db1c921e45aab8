// One chat completion from the operator's OpenAI-compatible provider, with plain fetch (ADR 0047):
// a timeout per attempt and one retry after a timeout, a network error, a 429 or a 5xx (after the
// provider's Retry-After, if it gives one that fits in the timeout). Errors carry a short reason and
// never the key or the provider's own error text (which may quote the request).
// The provider is not trusted (issue 59): its answer is read up to LLM_MAX_ANSWER_BYTES and dropped
// past it, must have the shape below, and the key (and the Authorization header it went in) is
// scrubbed from everything it says, so no caller can store, show or send it; a call of a tool the
// request did not offer is dropped.
// Streamed (ADR 0076): asked with `onText`, the request says `stream: true` and the text reaches
// `onText` as the provider's server-sent chunks bring it, the key scrubbed across chunk borders; a
// provider that answers one JSON completion instead still works (its text comes in one piece). The
// bounds are the same (bytes of the whole answer, the timeout over the whole reading); a retry is
// made only while no text has reached `onText`; `signal` (the visitor gone) ends the request.
import { z } from 'zod';
import { EVENT_STREAM, EventStreamParser } from '../../src/contract/stream.ts';
import type { LlmConfig } from './llm-config.ts';

export interface LlmMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface LlmTool {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface LlmAnswer {
  content: string;
  toolCalls: { name: string; arguments: string }[];
  /** The provider's count, when it gives one. */
  totalTokens: number | undefined;
}

export class LlmError extends Error {
  readonly retryable: boolean;
  /** How long the provider asked to be left alone (its Retry-After), in ms. */
  readonly retryAfterMs: number | undefined;
  constructor(reason: string, retryable: boolean, retryAfterMs?: number) {
    super(reason);
    this.retryable = retryable;
    this.retryAfterMs = retryAfterMs;
  }
}

export interface LlmRequest {
  messages: LlmMessage[];
  tools?: LlmTool[];
  /** Streams the answer: each piece of its text as it arrives (the key already scrubbed). */
  onText?: (text: string) => void;
  /** Aborted when the answer is no longer wanted (the visitor left): the provider's request ends. */
  signal?: AbortSignal;
}

export interface LlmClient {
  complete(request: LlmRequest): Promise<LlmAnswer>;
}

/** Thrown when `signal` ended the request: nobody waits for the answer. */
export class LlmAborted extends Error {
  constructor() {
    super('the answer is no longer wanted');
    this.name = 'LlmAborted';
  }
}

/** The pause before the retry when the provider gives no Retry-After: a brief overload often passes in it. */
const RETRY_PAUSE_MS = 250;

/** What is said in place of the key. */
const REDACTED = '(redacted)';

/** The part of an OpenAI-compatible chat completion read; anything else is the provider's fault (502). */
const wireAnswer = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullish(),
          tool_calls: z.array(z.object({ function: z.object({ name: z.string(), arguments: z.string().nullish() }) })).nullish(),
        }),
      }),
    )
    .min(1),
  usage: z.object({ total_tokens: z.number().nullish() }).nullish(),
});

/** One chunk of a streamed completion (`chat.completion.chunk`); tool calls come in pieces keyed by index. */
const wireChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullish(),
            tool_calls: z
              .array(z.object({ index: z.number().int().min(0).max(63), id: z.string().nullish(), function: z.object({ name: z.string().nullish(), arguments: z.string().nullish() }).nullish() }))
              .nullish(),
          })
          .nullish(),
      }),
    )
    .nullish(),
  usage: z.object({ total_tokens: z.number().nullish() }).nullish(),
});

/** A Retry-After value (delay in seconds, or an HTTP date) in ms from now; undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

interface Scrubber {
  /** The text with every form of a secret replaced. */
  text(text: string): string;
  /** For text that goes on: scrubbed, but its end held back while it could be the start of a secret. */
  release(text: string): { released: string; rest: string };
}

/** Every form of the secrets an answer could echo (the whole header value first), longest first; for tool-call arguments also as a JSON string holds it. */
function scrubber(secrets: string[]): Scrubber {
  const forms = [...new Set(secrets.filter(Boolean).flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))].sort((a, b) => b.length - a.length);
  const text = (value: string) => forms.reduce((out, form) => out.replaceAll(form, REDACTED), value);
  return {
    text,
    release(value) {
      const clean = text(value);
      // The longest end of the text that some form begins with: it waits for the next piece.
      let hold = 0;
      for (const form of forms) {
        for (let n = Math.min(form.length - 1, clean.length); n > hold; n--) {
          if (clean.endsWith(form.slice(0, n))) {
            hold = n;
            break;
          }
        }
      }
      return { released: clean.slice(0, clean.length - hold), rest: clean.slice(clean.length - hold) };
    },
  };
}

/** Every piece of a response body, at most `maxBytes` in all: past it the rest is not read and the call fails. */
async function readBounded(response: Response, maxBytes: number, onPiece: (piece: string) => void): Promise<void> {
  const reader = response.body?.getReader();
  if (!reader) return;
  const decoder = new TextDecoder();
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new LlmError(`the provider answered more than ${maxBytes} bytes`, false);
    }
    onPiece(decoder.decode(value, { stream: true }));
  }
  onPiece(decoder.decode());
}

/** The body of a response, at most `maxBytes`: past it the rest is not read and the call fails. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const pieces: string[] = [];
  await readBounded(response, maxBytes, (piece) => pieces.push(piece));
  return pieces.join('');
}

/**
 * A streamed answer put together from its chunks: the text handed on as it comes (scrubbed, a piece
 * that could be the start of a secret held until the next says), the tool calls joined by index (a
 * new id at an index already used, as some servers send parallel calls, starts another call).
 */
async function streamedAnswer(response: Response, maxBytes: number, scrub: Scrubber, onText: (text: string) => void): Promise<LlmAnswer> {
  const parser = new EventStreamParser();
  const calls: { id: string | undefined; name: string; arguments: string }[] = [];
  const slots = new Map<number, number>();
  let content = '';
  let held = '';
  let totalTokens: number | undefined;
  let finished = false;
  const text = (piece: string) => {
    const { released, rest } = scrub.release(held + piece);
    held = rest;
    if (released) {
      content += released;
      onText(released);
    }
  };
  const chunk = (data: string) => {
    if (finished) return;
    if (data.trim() === '[DONE]') {
      finished = true;
      return;
    }
    let json: unknown;
    try {
      json = JSON.parse(data);
    } catch {
      throw new LlmError('the provider streamed something other than JSON', false);
    }
    if (json && typeof json === 'object' && 'error' in json) throw new LlmError('the provider reported an error in its stream', false);
    const parsed = wireChunk.safeParse(json);
    if (!parsed.success) throw new LlmError('the provider streamed JSON of an unexpected shape', false);
    totalTokens = parsed.data.usage?.total_tokens ?? totalTokens;
    const delta = parsed.data.choices?.[0]?.delta;
    if (!delta) return;
    if (delta.content) text(delta.content);
    for (const part of delta.tool_calls ?? []) {
      let slot = slots.get(part.index);
      if (slot === undefined || (part.id && calls[slot]!.id && part.id !== calls[slot]!.id)) {
        slot = calls.push({ id: part.id ?? undefined, name: '', arguments: '' }) - 1;
        slots.set(part.index, slot);
      }
      const call = calls[slot]!;
      call.id ??= part.id ?? undefined;
      call.name += part.function?.name ?? '';
      call.arguments += part.function?.arguments ?? '';
    }
  };
  await readBounded(response, maxBytes, (piece) => {
    for (const event of parser.push(piece)) chunk(event.data);
  });
  if (held) {
    content += scrub.text(held);
    onText(scrub.text(held));
  }
  return { content, toolCalls: calls.map((call) => ({ name: call.name, arguments: call.arguments || '{}' })), totalTokens };
}

function answerOf(text: string): LlmAnswer {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new LlmError('the provider answered something other than JSON', false);
  }
  const parsed = wireAnswer.safeParse(json);
  if (!parsed.success) throw new LlmError('the provider answered JSON of an unexpected shape', false);
  const { message } = parsed.data.choices[0]!;
  return {
    content: message.content ?? '',
    toolCalls: (message.tool_calls ?? []).map((call) => ({ name: call.function.name, arguments: call.function.arguments ?? '{}' })),
    totalTokens: parsed.data.usage?.total_tokens ?? undefined,
  };
}

export function llmClient(config: LlmConfig, retryPauseMs = RETRY_PAUSE_MS): LlmClient {
  const authorization = config.apiKey ? `Bearer ${config.apiKey}` : undefined;
  const scrub = scrubber([authorization ?? '', config.apiKey ?? '']);

  const failed = (error: unknown): LlmError => {
    if (error instanceof LlmError) return error;
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return new LlmError(timedOut ? `no answer within ${config.timeoutMs} ms` : 'the provider could not be reached', true);
  };

  /** One request; `sent` says whether any of its text reached `onText` (then it is not tried again). */
  const attempt = async (body: string, onText: ((text: string) => void) | undefined, wanted: AbortSignal | undefined, sent: { text: boolean }): Promise<LlmAnswer> => {
    const timeout = AbortSignal.timeout(config.timeoutMs);
    try {
      const response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        redirect: 'error',
        // Covers reading the answer too.
        signal: wanted ? AbortSignal.any([timeout, wanted]) : timeout,
        headers: { 'content-type': 'application/json', ...(onText ? { accept: `${EVENT_STREAM}, application/json` } : {}), ...(authorization ? { authorization } : {}) },
        body,
      });
      if (!response.ok) {
        await response.body?.cancel();
        const retryable = response.status === 429 || response.status >= 500;
        throw new LlmError(`the provider answered HTTP ${response.status}`, retryable, retryAfterMs(response.headers.get('retry-after')));
      }
      const streamed = onText && (response.headers.get('content-type') ?? '').toLowerCase().startsWith(EVENT_STREAM);
      if (streamed) {
        return await streamedAnswer(response, config.maxAnswerBytes, scrub, (text) => {
          sent.text = true;
          onText(text);
        });
      }
      // Not streamed (a provider that cannot, or a request without onText): one completion.
      const answer = answerOf(await boundedText(response, config.maxAnswerBytes));
      const content = scrub.text(answer.content);
      if (onText && content) {
        sent.text = true;
        onText(content);
      }
      return { ...answer, content };
    } catch (error) {
      if (wanted?.aborted) throw new LlmAborted();
      const failure = failed(error);
      // Text already on its way to the visitor: a second answer would not follow on from it.
      throw sent.text ? new LlmError(failure.message, false) : failure;
    }
  };

  return {
    async complete({ messages, tools, onText, signal }) {
      const body = JSON.stringify({
        model: config.model,
        messages,
        max_tokens: config.maxAnswerTokens,
        temperature: 0.2,
        ...(onText ? { stream: true } : {}),
        ...(tools?.length ? { tools: tools.map((t) => ({ type: 'function', function: t })) } : {}),
      });
      const offered = new Set(tools?.map((t) => t.name));
      const started = performance.now();
      const sent = { text: false };
      let answer: LlmAnswer;
      try {
        answer = await attempt(body, onText, signal, sent);
      } catch (error) {
        if (!(error instanceof LlmError) || !error.retryable) throw error;
        const pause = error.retryAfterMs ?? retryPauseMs;
        // A wait that would end past the timeout is not waited: the visitor hears at once.
        if (error.retryAfterMs !== undefined && performance.now() - started + pause > config.timeoutMs) {
          throw new LlmError(`the provider asked to wait ${Math.ceil(pause / 1000)} s, longer than the time left (LLM_TIMEOUT_MS)`, false);
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        if (signal?.aborted) throw new LlmAborted();
        answer = await attempt(body, onText, signal, sent);
      }
      // A call of a tool the request did not offer is no call.
      const toolCalls = answer.toolCalls.filter((call) => offered.has(call.name)).map((call) => ({ name: call.name, arguments: scrub.text(call.arguments) }));
      return { ...answer, content: scrub.text(answer.content), toolCalls };
    },
  };
}
