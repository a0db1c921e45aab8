// The language model behind the AI Concierge (issue 50), chosen by the operator: any
// OpenAI-compatible chat-completions endpoint. None configured keeps the rule-based answers.
// A half-configured provider is refused at start with one line naming the variable; no message
// carries a value, so the key never reaches a log.
import { ConfigError } from '../config.ts';

export interface LlmConfig {
  /** The API root, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (without a trailing slash). */
  baseUrl: string;
  /** Sent as `Authorization: Bearer`; self-hosted servers often need none. */
  apiKey: string | undefined;
  model: string;
  /** Per attempt; one retry follows a timeout, a 429 or a 5xx. */
  timeoutMs: number;
  /** The longest answer asked of the model. */
  maxAnswerTokens: number;
  /** The most bytes of the provider's answer read; past it the answer is dropped (502). */
  maxAnswerBytes: number;
  /** Visitor messages per session answered by the model; later ones get the rule-based answer. */
  sessionTurns: number;
  /** Tokens per client per hour (prompt and answer, estimated before each call). */
  clientTokensPerHour: number;
}

const SECRET_PARAM = /key|token|secret|sig|password|auth/i;

function positive(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw new ConfigError(name, 'must be a positive integer');
  return n;
}

function withoutTrailingSlashes(href: string): string {
  let end = href.length;
  while (end > 0 && href[end - 1] === '/') end--;
  return href.slice(0, end);
}

export function llmConfig(env: NodeJS.ProcessEnv): LlmConfig | undefined {
  const { LLM_BASE_URL: base, LLM_API_KEY: key, LLM_MODEL: model } = env;
  if (!base && !key && !model) return undefined;
  if (!base) throw new ConfigError('LLM_BASE_URL', 'is required when LLM_API_KEY or LLM_MODEL is set (an OpenAI-compatible API root such as https://api.openai.com/v1)');
  if (!model?.trim()) throw new ConfigError('LLM_MODEL', 'is required when LLM_BASE_URL is set (the model name the provider expects)');
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new ConfigError('LLM_BASE_URL', 'is not a URL (an OpenAI-compatible API root such as https://api.openai.com/v1)');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new ConfigError('LLM_BASE_URL', 'must be an http or https URL');
  if (url.username || url.password || [...url.searchParams.keys()].some((name) => SECRET_PARAM.test(name))) {
    throw new ConfigError('LLM_BASE_URL', 'must not carry a key (user:pass@ or a key in the query): give it in LLM_API_KEY');
  }
  if (key !== undefined && (key.trim() === '' || /\s/.test(key))) throw new ConfigError('LLM_API_KEY', 'must be one word without spaces or line breaks');
  return {
    baseUrl: withoutTrailingSlashes(url.href),
    apiKey: key || undefined,
    model: model.trim(),
    timeoutMs: positive(env, 'LLM_TIMEOUT_MS', 20_000),
    maxAnswerTokens: positive(env, 'LLM_MAX_ANSWER_TOKENS', 600),
    maxAnswerBytes: positive(env, 'LLM_MAX_ANSWER_BYTES', 1024 * 1024),
    sessionTurns: positive(env, 'LLM_SESSION_TURNS', 20),
    clientTokensPerHour: positive(env, 'LLM_CLIENT_TOKENS_PER_HOUR', 100_000),
  };
}
