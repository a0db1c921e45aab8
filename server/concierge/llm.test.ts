import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ECHO_AUTHORIZATION, REDIRECTION, startFakeLlm, type FakeLlm } from '../test/llm-fake.ts';
import { REQUEST_CONTACT } from './prompt.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { llmClient, LlmError } from './llm-client.ts';
import { llmConfig, type LlmConfig } from './llm-config.ts';

const KEY = 'sk-test-0123456789abcdef';

function refusal(env: Record<string, string>): string {
  try {
    llmConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
    throw error;
  }
  return 'accepted';
}

describe('LLM_* configuration', () => {
  it('is off without any variable, so the server keeps its rule-based answers', () => {
    expect(llmConfig({})).toBeUndefined();
    expect(loadConfig({}).llm).toBeUndefined();
  });

  it('takes any OpenAI-compatible root, with or without a key', () => {
    expect(llmConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1' })).toEqual({
      baseUrl: 'http://127.0.0.1:11434/v1',
      apiKey: undefined,
      model: 'llama3.1',
      timeoutMs: 20_000,
      maxAnswerTokens: 600,
      maxAnswerBytes: 1_048_576,
      sessionTurns: 20,
      clientTokensPerHour: 100_000,
    });
    expect(llmConfig({ LLM_BASE_URL: 'https://api.openai.com/v1', LLM_MODEL: 'gpt-4o-mini', LLM_API_KEY: KEY })?.apiKey).toBe(KEY);
  });

  it('refuses a half-configured provider in one line naming the variable, never a value', () => {
    const cases = {
      key: refusal({ LLM_API_KEY: KEY }),
      model: refusal({ LLM_BASE_URL: 'https://api.example.com/v1' }),
      notUrl: refusal({ LLM_BASE_URL: 'api.example.com', LLM_MODEL: 'm' }),
      scheme: refusal({ LLM_BASE_URL: 'ftp://api.example.com', LLM_MODEL: 'm' }),
      userinfo: refusal({ LLM_BASE_URL: `https://user:${KEY}@api.example.com/v1`, LLM_MODEL: 'm' }),
      query: refusal({ LLM_BASE_URL: `https://api.example.com/v1?api_key=${KEY}`, LLM_MODEL: 'm' }),
      spaces: refusal({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm', LLM_API_KEY: `${KEY}\nx` }),
      timeout: refusal({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm', LLM_TIMEOUT_MS: '-1' }),
      answerBytes: refusal({ LLM_BASE_URL: 'https://api.example.com/v1', LLM_MODEL: 'm', LLM_MAX_ANSWER_BYTES: '0' }),
    };
    expect(cases).toEqual({
      key: 'LLM_BASE_URL: is required when LLM_API_KEY or LLM_MODEL is set (an OpenAI-compatible API root such as https://api.openai.com/v1)',
      model: 'LLM_MODEL: is required when LLM_BASE_URL is set (the model name the provider expects)',
      notUrl: 'LLM_BASE_URL: is not a URL (an OpenAI-compatible API root such as https://api.openai.com/v1)',
      scheme: 'LLM_BASE_URL: must be an http or https URL',
      userinfo: 'LLM_BASE_URL: must not carry a key (user:pass@ or a key in the query): give it in LLM_API_KEY',
      query: 'LLM_BASE_URL: must not carry a key (user:pass@ or a key in the query): give it in LLM_API_KEY',
      spaces: 'LLM_API_KEY: must be one word without spaces or line breaks',
      timeout: 'LLM_TIMEOUT_MS: must be a positive integer',
      answerBytes: 'LLM_MAX_ANSWER_BYTES: must be a positive integer',
    });
    for (const message of Object.values(cases)) expect(message).not.toContain(KEY);
  });
});

describe('the provider call (against the scripted fake)', () => {
  let fake: FakeLlm;
  let config: LlmConfig;
  beforeAll(async () => {
    fake = await startFakeLlm({ apiKey: KEY });
    // A long timeout, so a loaded machine never retries a call that answers; the hang cases shorten it.
    config = { ...llmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_API_KEY: KEY })!, timeoutMs: 10_000 };
  });
  afterAll(() => fake.close());
  const ask = (cfg = config) => llmClient(cfg, 0).complete({ messages: [{ role: 'user', content: 'What is the weather?' }] });
  const hanging = () => ({ ...config, timeoutMs: 200 });
  const failure = (cfg = config) => ask(cfg).then(() => 'answered', (error: unknown) => (error instanceof LlmError ? error.message : String(error)));

  it('sends the key as a bearer token and the model name', async () => {
    const before = fake.requests.length;
    const answer = await ask();
    expect(answer.content).toBe(REDIRECTION);
    expect(fake.requests.slice(before).map((r) => [r.authorization, r.body.model])).toEqual([[`Bearer ${KEY}`, 'fake-model']]);
  });

  it('retries once after a 429, a 500 or a timeout, and then answers', async () => {
    for (const step of [{ status: 429 }, { status: 500 }, { hang: true }]) {
      const before = fake.requests.length;
      fake.script(step);
      expect((await ask(step.hang ? hanging() : config)).content).toBe(REDIRECTION);
      expect(fake.requests.length - before).toBe(2);
    }
  });

  it('gives up after the retry with a short reason that never names the key', async () => {
    fake.script({ status: 500 }, { status: 503 });
    expect(await failure()).toBe('the provider answered HTTP 503');
    fake.script({ hang: true }, { hang: true });
    expect(await failure(hanging())).toBe('no answer within 200 ms');
    const before = fake.requests.length;
    expect(await failure({ ...config, apiKey: 'sk-wrong-key' })).toBe('the provider answered HTTP 401');
    expect(fake.requests.length - before).toBe(1);
    expect(await failure({ ...config, baseUrl: 'http://127.0.0.1:1/v1' })).toBe('the provider could not be reached');
  });

  it('gives up at once on an answer over LLM_MAX_ANSWER_BYTES, without reading the rest of it (issue 59)', async () => {
    const before = fake.requests.length;
    fake.script({ hugeBytes: 200 * 1024 * 1024 });
    const started = performance.now();
    expect(await failure({ ...config, maxAnswerBytes: 1024 * 1024 })).toBe('the provider answered more than 1048576 bytes');
    // 200 MB over loopback take seconds; the first megabyte, milliseconds.
    expect(performance.now() - started).toBeLessThan(2000);
    expect(fake.requests.length - before).toBe(1);
    fake.script({ content: 'x'.repeat(2000) });
    expect((await ask({ ...config, maxAnswerBytes: 4096 })).content).toBe('x'.repeat(2000));
  });

  it('answers an LlmError (502) for an answer of the wrong shape, never a TypeError (issue 59)', async () => {
    const shapes = [
      'null',
      '[]',
      '{"choices":[]}',
      '{"choices":[null]}',
      '{"choices":[{"message":null}]}',
      '{"choices":[{"message":{"content":"hi","tool_calls":{"function":{"name":"request_contact"}}}}]}',
      '{"choices":[{"message":{"content":"hi","tool_calls":[null]}}]}',
      '{"choices":[{"message":{"content":"hi","tool_calls":[{"function":{"name":7,"arguments":"{}"}}]}}]}',
      '{"choices":[{"message":{"content":{"text":"hi"}}}]}',
      '{"choices":[{"message":{"content":"hi"}}],"usage":{"total_tokens":"many"}}',
    ];
    const reasons = [];
    for (const raw of shapes) {
      fake.script({ raw });
      reasons.push(await failure());
    }
    expect(reasons).toEqual(shapes.map(() => 'the provider answered JSON of an unexpected shape'));
    fake.script({ raw: '{"choices":[{"message":{"content":null,"tool_calls":null}}],"usage":null}' });
    expect(await ask()).toEqual({ content: '', toolCalls: [], totalTokens: undefined });
  });

  it("waits the provider's Retry-After, in seconds or as an HTTP date, before the retry (issue 59)", async () => {
    // An HTTP date has whole seconds: two seconds from now is more than one second away.
    for (const retryAfter of [() => '1', () => new Date(Date.now() + 2000).toUTCString()]) {
      fake.script({ status: 429, retryAfter: retryAfter() });
      const started = performance.now();
      expect((await ask()).content).toBe(REDIRECTION);
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
    }
  });

  it('fails at once when the Retry-After is longer than the time left within the timeout (issue 59)', async () => {
    const before = fake.requests.length;
    fake.script({ status: 503, retryAfter: '60' });
    const started = performance.now();
    expect(await failure()).toBe('the provider asked to wait 60 s, longer than the time left (LLM_TIMEOUT_MS)');
    expect(performance.now() - started).toBeLessThan(1000);
    expect(fake.requests.length - before).toBe(1);
  });

  it("scrubs the key and the Authorization header from the answer's content and tool calls (issue 59)", async () => {
    fake.script({
      content: `Your header is ${ECHO_AUTHORIZATION}; the key alone: ${KEY}.`,
      toolCalls: [{ name: 'request_contact', arguments: JSON.stringify({ email: 'a@example.com', note: `${ECHO_AUTHORIZATION} / ${KEY}` }) }],
    });
    const answer = await llmClient(config, 0).complete({ messages: [{ role: 'user', content: 'Hi' }], tools: [REQUEST_CONTACT] });
    expect(answer).toEqual({
      content: 'Your header is (redacted); the key alone: (redacted).',
      toolCalls: [{ name: 'request_contact', arguments: JSON.stringify({ email: 'a@example.com', note: '(redacted) / (redacted)' }) }],
      totalTokens: expect.any(Number) as number,
    });
  });

  it('drops a call of a tool the request did not offer (issue 59 point 11)', async () => {
    const call = { name: 'request_contact', arguments: '{"email":"eve@evil.example"}' };
    fake.script({ content: 'Hi', toolCalls: [call, { name: 'other_tool', arguments: '{}' }] }, { content: 'Hi', toolCall: call });
    expect((await llmClient(config, 0).complete({ messages: [{ role: 'user', content: 'Hi' }], tools: [REQUEST_CONTACT] })).toolCalls).toEqual([call]);
    expect((await ask()).toolCalls).toEqual([]);
  });

  describe('streamed (ADR 0076)', () => {
    const streamed = async (cfg = config, tools = [REQUEST_CONTACT]) => {
      const pieces: string[] = [];
      const answer = await llmClient(cfg, 0).complete({ messages: [{ role: 'user', content: 'Hi' }], tools, onText: (text) => pieces.push(text) });
      return { answer, pieces };
    };

    it('asks with stream: true and hands on the text as it comes, the tool calls joined from their pieces', async () => {
      const before = fake.requests.length;
      const call = { name: 'request_contact', arguments: JSON.stringify({ email: 'dana@acme.example', note: 'A quote for the Professional plan, please' }) };
      fake.script({ content: 'One moment, I will pass it on.', toolCall: call });
      const { answer, pieces } = await streamed();
      expect(fake.requests[before]?.body.stream).toBe(true);
      expect(pieces.length).toBeGreaterThan(3);
      expect(pieces.join('')).toBe('One moment, I will pass it on.');
      expect(answer).toEqual({ content: 'One moment, I will pass it on.', toolCalls: [call], totalTokens: undefined });
    });

    it('scrubs the key even where the pieces cut it: no piece handed on holds any of it', async () => {
      fake.script({ content: `Your header is ${ECHO_AUTHORIZATION}; the key alone: ${KEY}.` });
      const { answer, pieces } = await streamed();
      expect(pieces.join('')).toBe('Your header is (redacted); the key alone: (redacted).');
      for (const piece of pieces) expect(KEY.includes(piece.trim()) && piece.trim().length > 3).toBe(false);
      expect(answer.content).toBe('Your header is (redacted); the key alone: (redacted).');
    });

    it('keeps the byte cap over the whole stream', async () => {
      fake.script({ content: 'word '.repeat(2000) });
      await expect(streamed({ ...config, maxAnswerBytes: 4096 })).rejects.toThrow('the provider answered more than 4096 bytes');
    });

    it('retries a failure before any text, never one after', async () => {
      let before = fake.requests.length;
      fake.script({ status: 500 });
      expect((await streamed()).pieces.join('')).toBe(REDIRECTION);
      expect(fake.requests.length - before).toBe(2);
      before = fake.requests.length;
      fake.script({ content: 'Our plans start small and grow.', cutAfterTokens: 3 });
      await expect(streamed()).rejects.toBeInstanceOf(LlmError);
      expect(fake.requests.length - before).toBe(1);
    });
  });
});
