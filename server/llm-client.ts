// One chat completion from the operator's OpenAI-compatible provider, with plain fetch (ADR 0047):
// a timeout per attempt and one retry after a timeout, a network error, a 429 or a 5xx. Errors carry
// a short reason and never the key or the provider's own error text (which may quote the request).
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
  constructor(reason: string, retryable: boolean) {
    super(reason);
    this.retryable = retryable;
  }
}

export interface LlmClient {
  complete(request: { messages: LlmMessage[]; tools?: LlmTool[] }): Promise<LlmAnswer>;
}

/** The pause before the retry: a provider's brief overload often passes in it. */
const RETRY_PAUSE_MS = 250;

interface WireAnswer {
  choices?: { message?: { content?: unknown; tool_calls?: { function?: { name?: unknown; arguments?: unknown } }[] } }[];
  usage?: { total_tokens?: unknown };
}

function answerOf(json: WireAnswer): LlmAnswer {
  const message = json.choices?.[0]?.message;
  if (!message) throw new LlmError('the provider answered without a message', false);
  const toolCalls = (message.tool_calls ?? []).flatMap((call) =>
    typeof call.function?.name === 'string' ? [{ name: call.function.name, arguments: typeof call.function.arguments === 'string' ? call.function.arguments : '{}' }] : [],
  );
  const total = json.usage?.total_tokens;
  return { content: typeof message.content === 'string' ? message.content : '', toolCalls, totalTokens: typeof total === 'number' ? total : undefined };
}

export function llmClient(config: LlmConfig, retryPauseMs = RETRY_PAUSE_MS): LlmClient {
  const attempt = async (body: string): Promise<LlmAnswer> => {
    let response: Response;
    try {
      response = await fetch(`${config.baseUrl}/chat/completions`, {
        method: 'POST',
        redirect: 'error',
        signal: AbortSignal.timeout(config.timeoutMs),
        headers: { 'content-type': 'application/json', ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}) },
        body,
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new LlmError(timedOut ? `no answer within ${config.timeoutMs} ms` : 'the provider could not be reached', true);
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new LlmError(`the provider answered HTTP ${response.status}`, response.status === 429 || response.status >= 500);
    }
    let json: WireAnswer;
    try {
      json = (await response.json()) as WireAnswer;
    } catch {
      throw new LlmError('the provider answered something other than JSON', false);
    }
    return answerOf(json);
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
      try {
        return await attempt(body);
      } catch (error) {
        if (!(error instanceof LlmError) || !error.retryable) throw error;
        await new Promise((resolve) => setTimeout(resolve, retryPauseMs));
        return attempt(body);
      }
    },
  };
}
