import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contract, type EndpointId } from '../src/contract/index.ts';
import { createLogger } from './log.ts';
import { createHandlers, type Reply, type CallHandlers } from './handlers.ts';
import { recipientKey } from './store/records.ts';
import { Store } from './store/sqlite.ts';

let dir: string;
let store: Store;
let handlers: CallHandlers;
let lines: Record<string, unknown>[];
let clock: number;
let out: Writable;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'handlers-test-'));
  store = Store.open(path.join(dir, 'db.sqlite'));
  lines = [];
  out = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  clock = Date.UTC(2026, 0, 1, 12);
  handlers = createHandlers({ store, log: createLogger({ out }), resetLinkBase: () => 'http://site.test', mailViaOutbox: true, now: () => new Date(clock) });
});
afterEach(async () => {
  await store.close();
  await rm(dir, { recursive: true, force: true });
});

async function call(id: EndpointId, body: unknown, params: Record<string, string> = {}): Promise<Reply> {
  const parsed = contract[id].request ? contract[id].request.parse(body) : undefined;
  return handlers.answer(contract[id], { params, body: parsed });
}

/** The reset mails queued in the outbox (no dispatcher runs here), oldest first. */
const resetMails = async () =>
  (await store.dueMessages(Number.MAX_SAFE_INTEGER, 1000)).filter((m) => m.kind === 'password.reset').map((m) => m.payload as { to: string; text: string });

async function mailedToken(email: string): Promise<string> {
  const reply = await call('auth.forgot-password', { email });
  expect(reply).toEqual({ body: { success: true, message: expect.any(String) } });
  const mail = (await resetMails()).filter((m) => m.to === email).at(-1);
  const link = new URL(String(mail?.text.match(/http\S+/)?.[0]));
  expect(`${link.origin}${link.pathname}`).toBe('http://site.test/reset-password');
  return link.searchParams.get('token') ?? '';
}

const newPassword = 'Orbital2025ok';

describe('password reset', () => {
  it('mails a link whose token resets once, and stores only a hash of it', async () => {
    const token = await mailedToken('casey@example.com');
    expect(token.length).toBeGreaterThanOrEqual(40);
    await store.settled();
    const records = new DatabaseSync(path.join(dir, 'db.sqlite'));
    expect(JSON.stringify(records.prepare('SELECT * FROM records').all())).not.toContain(token);
    records.close();
    expect(await call('auth.reset-password', { token, newPassword })).toEqual({ body: { success: true, message: expect.any(String) } });
    expect(await call('auth.reset-password', { token, newPassword })).toMatchObject({ status: 400, error: { error: { code: 'invalid_token' } } });
  });

  it('accepts a token until 1 hour after it was mailed, not after', async () => {
    const fresh = await mailedToken('a@example.com');
    const old = await mailedToken('b@example.com');
    clock += 60 * 60 * 1000;
    expect(await call('auth.reset-password', { token: fresh, newPassword })).toHaveProperty('body.success', true);
    clock += 1;
    expect(await call('auth.reset-password', { token: old, newPassword })).toMatchObject({ status: 400 });
  });

  it('answers the same for every well-formed email and forgets expired tokens', async () => {
    const a = await call('auth.forgot-password', { email: 'known@example.com' });
    clock += 2 * 60 * 60 * 1000;
    const b = await call('auth.forgot-password', { email: 'nobody@example.com' });
    expect(a).toEqual(b);
    expect(await store.count('resetTokens')).toBe(1);
  });

  it('sends at most 3 mails per address per hour, with the same answer, and a new link revokes the older ones', async () => {
    const first = await mailedToken('Casey@example.com');
    const second = await mailedToken('casey@example.com');
    await mailedToken('casey@example.com');
    const mails = async () => (await resetMails()).length;
    expect(await mails()).toBe(3);
    expect(await call('auth.forgot-password', { email: 'casey@example.com' })).toEqual({ body: { success: true, message: expect.any(String) } });
    expect(await mails()).toBe(3);
    expect(await call('auth.reset-password', { token: first, newPassword })).toMatchObject({ status: 400 });
    expect(await call('auth.reset-password', { token: second, newPassword })).toMatchObject({ status: 400 });
    clock += 60 * 60 * 1000;
    const later = await mailedToken('casey@example.com');
    expect(await mails()).toBe(4);
    expect(await call('auth.reset-password', { token: later, newPassword })).toHaveProperty('body.success', true);
  });

  it('throttles the plus-addressed names of one mailbox together (issue 47): after x@, x+1@ gets no fourth mail', async () => {
    await mailedToken('dana@example.com');
    await mailedToken('dana+1@example.com');
    await mailedToken('Dana+2@Example.com');
    const mails = async () => (await resetMails()).length;
    expect(await mails()).toBe(3);
    expect((await resetMails()).map((m) => m.to)).toEqual(['dana@example.com', 'dana+1@example.com', 'Dana+2@Example.com']);
    await call('auth.forgot-password', { email: 'dana+3@example.com' });
    expect(await mails()).toBe(3);
    expect(recipientKey(' Dana+news+x@Example.COM ')).toBe('dana@example.com');
    expect(recipientKey('+only@example.com')).toBe('+only@example.com');
  });

  it('never logs a reset link: without SMTP the mail is not sent, and the log says so without the link or the address (issue 47)', async () => {
    const withoutSmtp = createHandlers({ store, log: createLogger({ out }), resetLinkBase: () => 'http://site.test', now: () => new Date(clock) });
    await withoutSmtp.answer(contract['auth.forgot-password'], { params: {}, body: { email: 'erin@example.com' } });
    expect(lines).toEqual([{ time: expect.any(String), event: 'mail_not_sent', kind: 'password.reset', reason: 'SMTP_URL is not set' }]);
    expect(await resetMails()).toEqual([]);
  });

  it('rejects an unknown token', async () => {
    expect(await call('auth.reset-password', { token: 'not-a-real-token-123', newPassword })).toMatchObject({ status: 400 });
  });
});

describe('captured records', () => {
  it('stores a repeated newsletter subscription once and answers 200 with the existing id', async () => {
    const first = await call('leads.capture', { email: 'News@Example.com', source: 'newsletter' });
    const again = await call('leads.capture', { email: 'news@example.com', source: 'newsletter' });
    expect(first).toEqual({ body: { id: expect.any(String) } });
    expect(again).toEqual({ status: 200, body: (first as { body: unknown }).body });
    expect(await store.count('leads')).toBe(1);
  });

  it('appends chat messages and replies to a started session; 404 for an unknown one', async () => {
    const started = (await call('chat.start', { agentType: 'sales' })) as { body: { id: string } };
    const reply = await call('chat.message', { message: 'What does pricing look like?' }, { id: started.body.id });
    expect(reply).toEqual({ body: { response: expect.stringContaining('| Plan |'), messageId: expect.any(String) } });
    expect((await store.findByLookup<{ role: string }>('chatTurns', started.body.id)).map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(await call('chat.message', { message: 'Hi' }, { id: 'nope' })).toMatchObject({ status: 404 });
  });
});
