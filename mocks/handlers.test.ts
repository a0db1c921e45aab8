import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract } from '../src/contract/index.ts';
import { advanceMockClock, caughtMails, createMockServer, db, latestResetToken, resetMocks } from './node.ts';

const base = 'http://handlers.test';
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('the seeded database', () => {
  it('starts with realistic records and comes back after a reset', async () => {
    await resetMocks();
    expect(db.leads.count()).toBe(6);
    expect(db.contactMessages.count()).toBe(2);
    expect(db.bookings.count()).toBe(1);
    expect(db.chatSessions.count()).toBe(1);
    await post(contract['leads.capture'].path, { email: 'new.reader@example.org', source: 'newsletter', metadata: {} });
    expect(db.leads.count()).toBe(7);
    await resetMocks();
    expect(db.leads.count()).toBe(6);
  });
});

describe('leads.capture', () => {
  it('stores a repeated newsletter subscription once, answering 200 with the existing id', async () => {
    const body = { email: 'jordan.lee@brightline-retail.example', source: 'newsletter', metadata: { subscribedAt: new Date().toISOString() } };
    const res = await post(contract['leads.capture'].path, body);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ id: 'lead_seed_1' });
    expect(db.leads.findMany((q) => q.where({ email: body.email }))).toHaveLength(1);
  });

  it('stores metadata as sent and answers only the id', async () => {
    const res = await post(contract['leads.capture'].path, {
      email: 'ana@example.org',
      source: 'pricing_page',
      metadata: { planType: 'Enterprise' },
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(db.leads.findFirst((q) => q.where({ id }))?.metadata).toEqual({ planType: 'Enterprise' });
  });
});

describe('hidden characters (issue 47: the rule of the contract, as on the reference server)', () => {
  it('stores a name without its right-to-left override or zero-width space, and refuses a name of nothing else', async () => {
    const res = await post(contract['contact.submit'].path, { name: 'Ada\u200B \u202Egnp.exe\u202C', email: 'ada@example.org', message: 'Hello', formType: 'contact' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    expect(db.contactMessages.findFirst((q) => q.where({ id }))?.name).toBe('Ada gnp.exe');
    const blank = await post(contract['contact.submit'].path, { name: '\u200B\u202E', email: 'blank@example.org', message: 'Hello', formType: 'contact' });
    expect([blank.status, ((await blank.json()) as { error: { fields: unknown } }).error.fields]).toEqual([400, { name: 'Name is required' }]);
  });
});

describe('password reset', () => {
  it('mails the link to the mail catcher and logs it in a browser', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    vi.stubGlobal('window', {});
    try {
      await post(contract['auth.forgot-password'].path, { email: 'presenter@example.org' });
    } finally {
      vi.unstubAllGlobals();
    }
    const [mail] = caughtMails();
    expect(mail?.to).toBe('presenter@example.org');
    expect(mail?.link).toMatch(/\/reset-password\?token=rst_[a-z0-9]{16}$/);
    expect(info).toHaveBeenCalledWith(`[mock mail] Password reset for presenter@example.org: ${mail?.link}`);
    info.mockRestore();
  });

  it('accepts a token once, within 1 hour', async () => {
    await post(contract['auth.forgot-password'].path, { email: 'once@example.org' });
    const token = latestResetToken('once@example.org');
    advanceMockClock(59 * 60 * 1000);
    const first = await post(contract['auth.reset-password'].path, { token, newPassword: 'Orbital2025' });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ success: true, message: 'Your password has been reset successfully.' });
    const again = await post(contract['auth.reset-password'].path, { token, newPassword: 'Orbital2026' });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ success: false, message: 'This password reset link is invalid or expired.' });
  });

  it('rejects a token older than 1 hour', async () => {
    await post(contract['auth.forgot-password'].path, { email: 'late@example.org' });
    const token = latestResetToken('late@example.org');
    advanceMockClock(60 * 60 * 1000 + 1);
    const res = await post(contract['auth.reset-password'].path, { token, newPassword: 'Orbital2025' });
    expect(res.status).toBe(400);
  });
});

describe('chat', () => {
  it('stores the user message and the reply in the session', async () => {
    const res = await post('/api/chat/chat_seed_1/message', { message: 'Tell me about security', agentType: 'sales' });
    expect(res.status).toBe(200);
    expect(db.chatMessages.findMany((q) => q.where({ sessionId: 'chat_seed_1' }))).toHaveLength(4);
  });
});

describe('routing', () => {
  it('answers a known path with a trailing slash like the call itself', async () => {
    const res = await post(`${contract['roi.calculate'].path}/`, { fteCost: 85000, taskVolume: 2500, errorRate: 12 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { totalROI: number }).totalROI).toBe(331373);
  });

  it('405 with an Allow header for a wrong method, 404 JSON for an unknown path', async () => {
    const wrong = await fetch(`${base}/api/leads/capture`, { method: 'GET' });
    expect(wrong.status).toBe(405);
    expect(wrong.headers.get('allow')).toBe('POST');
    const unknown = await fetch(`${base}/api/leads`, { method: 'GET' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'The requested resource was not found' } });
  });
});
