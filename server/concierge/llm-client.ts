// One chat completion from the operator's OpenAI-compatible provider, with plain fetch (ADR 0047):
// a timeout per attempt and one retry after a timeout, a network error, a 429 or a 5xx (after the
// provider's Retry-After, if it gives one that fits in the timeout). Errors carry a short reason and
// never the key or the provider's own error text (which may quote the request).
// The provider is not trusted (issue 59): its answer is read up to LLM_MAX_ANSWER_BYTES and dropped
// past it, must have the shape below, and the key (and the Authorization header it went in) is
// scrubbed from everything it says, so no caller can store, show or send it; a call of a tool the
// request did not offer is dropped.
import { z } from 'zod';
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

export interface LlmClient {
  complete(request: { messages: LlmMessage[]; tools?: LlmTool[] }): Promise<LlmAnswer>;
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

/** A Retry-After value (delay in seconds, or an HTTP date) in ms from now; undefined when absent or unreadable. */
function retryAfterMs(value: string | null, now = Date.now()): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const text = value.trim();
  if (/^\d{1,10}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Every form of the secrets an answer could echo (the whole header value first), longest first; for tool-call arguments also as a JSON string holds it. */
function scrubber(secrets: string[]): (text: string) => string {
  const forms = [...new Set(secrets.filter(Boolean).flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]))].sort((a, b) => b.length - a.length);
  return (text) => forms.reduce((out, form) => out.replaceAll(form, REDACTED), text);
}

/** The body of a response, at most `maxBytes`: past it the rest is not read and the call fails. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new LlmError(`the provider answered more than ${maxBytes} bytes`, false);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
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

  const attempt = async (body: string): Promise<LlmAnswer> => {
    try {
      const response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        redirect: 'error',
        // Covers reading the answer too.
        signal: AbortSignal.timeout(config.timeoutMs),
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        body,
      });
      if (!response.ok) {
        await response.body?.cancel();
        const retryable = response.status === 429 || response.status >= 500;
        throw new LlmError(`the provider answered HTTP ${response.status}`, retryable, retryAfterMs(response.headers.get('retry-after')));
      }
      return answerOf(await boundedText(response, config.maxAnswerBytes));
    } catch (error) {
      throw failed(error);
    }
  };

  return {
    async complete({ messages, tools }) {
      const body = JSON.stringify({
        model: config.model,
        messages,
        max_tokens: config.maxAnswerTokens,
        temperature: 0.2,
        ...(tools?.length ? { tools: tools.map((t) => ({ type: 'function', function: t })) } : {}),
      });
      const offered = new Set(tools?.map((t) => t.name));
      const started = performance.now();
      let answer: LlmAnswer;
      try {
        answer = await attempt(body);
      } catch (error) {
        if (!(error instanceof LlmError) || !error.retryable) throw error;
        const pause = error.retryAfterMs ?? retryPauseMs;
        // A wait that would end past the timeout is not waited: the visitor hears at once.
        if (error.retryAfterMs !== undefined && performance.now() - started + pause > config.timeoutMs) {
          throw new LlmError(`the provider asked to wait ${Math.ceil(pause / 1000)} s, longer than the time left (LLM_TIMEOUT_MS)`, false);
        }
        await new Promise((resolve) => setTimeout(resolve, pause));
        answer = await attempt(body);
      }
      // A call of a tool the request did not offer is no call.
      const toolCalls = answer.toolCalls.filter((call) => offered.has(call.name)).map((call) => ({ name: call.name, arguments: scrub(call.arguments) }));
      return { ...answer, content: scrub(answer.content), toolCalls };
    },
  };
}
