// chat.message streamed (ADR 0076), on the handlers with a sink, against the scripted fake provider:
// the provider is asked to stream, each piece reaches the visitor checked, the answer `done` carries
// is the one stored, a provider that cannot stream still answers, a failure after the first words is
// not retried, and a visitor who leaves ends the provider's request and stores nothing.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract } from '../../src/contract/index.ts';
import { startFakeLlm, type FakeLlm } from '../test/llm-fake.ts';
import { loadSiteIndex } from './site-index.ts';
import { createHandlers, type CallHandlers, type Reply } from '../handlers.ts';
import { llmClient, LlmAborted } from './llm-client.ts';
import { llmConfig } from './llm-config.ts';
import { createLogger } from '../log.ts';
import { notifier } from '../delivery/outbox.ts';
import { Store } from '../store/sqlite.ts';

const KEY = 'sk-test-stream-secret';
const index = loadSiteIndex(undefined);
let fake: FakeLlm;
let dir: string;
let store: Store;

beforeAll(async () => {
  fake = await startFakeLlm({ apiKey: KEY });
});
afterAll(() => fake.close());
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'concierge-stream-'));
  store = Store.open(path.join(dir, 'db.sqlite'));
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

function handlers(): CallHandlers {
  const out = new Writable({ write: (_chunk, _encoding, done) => done() });
  const config = { ...llmConfig({ LLM_BASE_URL: fake.url, LLM_MODEL: 'fake-model', LLM_API_KEY: KEY })!, timeoutMs: 10_000 };
  return createHandlers({
    store,
    log: createLogger({ out }),
    resetLinkBase: () => 'http://site.test',
    notify: notifier({ webhook: true, salesEmail: 'sales@orbital.test' }),
    conciergeModel: { client: llmClient(config, 0), config, index },
  });
}

async function startChat(h: CallHandlers): Promise<string> {
  const reply = await h.answer(contract['chat.start'], { params: {}, body: contract['chat.start'].request.parse({ agentType: 'sales', messages: [] }) });
  return (reply as { body: { id: string } }).body.id;
}

/** One message asked for its stream: the deltas it sent and its reply (what `done` or the error event carries). */
async function streamed(h: CallHandlers, id: string, message: string, signal = new AbortController().signal): Promise<{ deltas: string[]; reply: Reply }> {
  const deltas: string[] = [];
  const reply = await h.answer(contract['chat.message'], {
    params: { id },
    body: contract['chat.message'].request.parse({ message, agentType: 'sales' }),
    client: '10.0.0.9',
    sink: { delta: (text) => deltas.push(text), signal },
  });
  return { deltas, reply };
}

const responseOf = (reply: Reply) => {
  if ('error' in reply) throw new Error(`${reply.status} ${reply.error.error.code}`);
  return (reply.body as { response: string }).response;
};

const storedTurns = async (id: string) => (await store.findByLookup<{ role: string; content: string }>('chatTurns', id)).map((t) => `${t.role}: ${t.content}`);

describe('a streamed answer', () => {
  it('asks the provider to stream, sends the answer in checked pieces, and stores the text done carries', async () => {
    const h = handlers();
    const id = await startChat(h);
    const before = fake.requests.length;
    fake.script({ content: 'Enterprise is **$25K setup + $25K/month**, see [our plans](/pricing) or [this](https://evil.example/x) for more about it.' });
    const { deltas, reply } = await streamed(h, id, 'How much does the Enterprise plan cost?');
    expect(fake.requests[before]?.body.stream).toBe(true);
    const shown = deltas.join('');
    expect(shown.startsWith('Enterprise is **$25K setup + $25K/month**, see [our plans](/pricing) or this for more about ')).toBe(true);
    expect(shown).not.toContain('evil.example');
    const response = responseOf(reply);
    expect(response.startsWith('Enterprise is **$25K setup + $25K/month**, see [our plans](/pricing) or this for more about it.')).toBe(true);
    // Stored as the JSON answer stores it: the text done carries (and its sources, as the session keeps them).
    const [question, stored] = await storedTurns(id);
    expect(question).toBe('user: How much does the Enterprise plan cost?');
    expect(stored?.startsWith(`assistant: ${response}`)).toBe(true);
  });

  it('from a provider that answers one JSON completion to a streamed request: the same answer', async () => {
    const h = handlers();
    const id = await startChat(h);
    fake.script({ content: 'Our plans are on [the pricing page](/pricing) today.', unstreamed: true });
    const { deltas, reply } = await streamed(h, id, 'What does pricing look like?');
    expect(deltas.join('')).toBe('Our plans are on [the pricing page](/pricing) ');
    expect(responseOf(reply).startsWith('Our plans are on [the pricing page](/pricing) today.')).toBe(true);
  });

  it('stops at an invented figure: done brings the refusal, and that is what is stored', async () => {
    const h = handlers();
    const id = await startChat(h);
    fake.script({ content: 'Enterprise costs $99,999 a month for all teams everywhere.' });
    const { deltas, reply } = await streamed(h, id, 'How much does the Enterprise plan cost?');
    expect(deltas.join('')).toBe('Enterprise costs ');
    const response = responseOf(reply);
    expect(response).toMatch(/^I could not confirm those figures from our pages\./);
    expect((await storedTurns(id)).at(-1)).toBe(`assistant: ${response}`);
  });

  it('a streamed request_contact call stores the lead', async () => {
    const h = handlers();
    const id = await startChat(h);
    const { deltas, reply } = await streamed(h, id, "I'm Dana from Acme, email me a quote at dana@acme.example");
    expect(deltas).toEqual([]);
    expect(responseOf(reply)).toContain('I have passed your request');
    expect(await store.findByLookup('leads', JSON.stringify(['concierge', id]))).toHaveLength(1);
  });

  it('fails without a retry once words were sent: 502, nothing stored', async () => {
    const h = handlers();
    const id = await startChat(h);
    const before = fake.requests.length;
    fake.script({ content: 'Our plans start small and grow with you over the years ahead.', cutAfterTokens: 6 });
    const { deltas, reply } = await streamed(h, id, 'What does pricing look like?');
    expect(deltas.length).toBeGreaterThan(0);
    expect(reply).toMatchObject({ status: 502, error: { error: { code: 'upstream_error' } } });
    expect(fake.requests.length - before).toBe(1);
    expect(await storedTurns(id)).toEqual([]);
  });

  it('a visitor who leaves ends the provider request, and nothing of the exchange is stored', async () => {
    const h = handlers();
    const id = await startChat(h);
    fake.script({ hang: true });
    const gone = new AbortController();
    const answer = streamed(h, id, 'What does pricing look like?', gone.signal);
    await expect.poll(() => fake.requests.at(-1)?.body.messages?.at(-1)?.content).toBe('What does pricing look like?');
    gone.abort();
    await expect(answer).rejects.toBeInstanceOf(LlmAborted);
    expect(await storedTurns(id)).toEqual([]);
  });
});
