import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPath, contract, endpoints, matchPath, timeSlots, validateRequest, type EndpointId } from './index.ts';

const ids: EndpointId[] = [
  'stats.live',
  'roi.calculate',
  'playground.analyze',
  'blueprint.generate',
  'leads.capture',
  'content.summarize',
  'contact.submit',
  'auth.forgot-password',
  'auth.reset-password',
  'booking.schedule',
  'chat.start',
  'chat.message',
  'chat.feedback',
  'agents.analyze',
];

const validate = (id: EndpointId, body: unknown, params?: Record<string, string>) =>
  validateRequest(contract[id], { body, params });

describe('contract', () => {
  it('has the 13 calls of product-rules.md and chat.feedback (issue 63), each keyed by its own id', () => {
    expect(Object.keys(contract).sort()).toEqual([...ids].sort());
    for (const [id, endpoint] of Object.entries(contract)) expect(endpoint.id).toBe(id);
    expect(endpoints).toHaveLength(14);
  });

  it('has one endpoint per method and path', () => {
    const keys = endpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('documents 400 validation on every call that validates input, and 500 on all', () => {
    for (const endpoint of endpoints) {
      const statuses = endpoint.errors.map((e) => e.status);
      expect(statuses).toContain(500);
      if (endpoint.validatesInput) expect(statuses).toContain(400);
    }
    expect(contract['stats.live'].validatesInput).toBe(false);
  });

  it('marks the calls that store visitor data as writes', () => {
    const writes = endpoints.filter((e) => e.writes).map((e) => e.id);
    expect(writes).toEqual(
      expect.arrayContaining(['leads.capture', 'contact.submit', 'booking.schedule', 'chat.start']),
    );
    expect(writes).not.toContain('roi.calculate');
  });
});

describe('paths', () => {
  it('builds paths with encoded params', () => {
    expect(buildPath(contract['chat.message'], { id: 'a b' })).toBe('/api/chat/a%20b/message');
    expect(buildPath(contract['stats.live'])).toBe('/api/stats/live');
  });

  it('matches endpoints and extracts params', () => {
    const match = matchPath('post', '/api/chat/abc/message');
    expect(match.kind).toBe('found');
    if (match.kind === 'found') {
      expect(match.endpoint.id).toBe('chat.message');
      expect(match.params).toEqual({ id: 'abc' });
    }
  });

  it('answers not-found and method-not-allowed', () => {
    expect(matchPath('GET', '/api/nope')).toEqual({ kind: 'not-found' });
    expect(matchPath('GET', '/api/roi/calculate')).toEqual({ kind: 'method-not-allowed', allowed: ['POST'] });
  });
});

describe('validation', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('accepts the ROI defaults and rejects out-of-range values with clear messages', () => {
    expect(validate('roi.calculate', { fteCost: 85000, taskVolume: 2500, errorRate: 12 }).ok).toBe(true);
    const result = validate('roi.calculate', { fteCost: 10, taskVolume: 'many' });
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      body: {
        error: {
          code: 'validation_error',
          fields: {
            fteCost: 'Must be between 50000 and 200000',
            taskVolume: 'Monthly task volume must be a number',
            errorRate: 'Current error rate is required',
          },
        },
      },
    });
  });

  it('rejects unknown options', () => {
    const result = validate('playground.analyze', { agentType: 'efficiency', dataSource: 'crm', analysisType: 'cost-optimization' });
    expect(result.ok).toBe(false);
    expect(validate('blueprint.generate', { responses: { goal: 'reduce-costs', 'company-size': 'startup' } }).ok).toBe(false);
  });

  it('answers 400 for a blank chat message and 413 over 4,000 characters', () => {
    expect(validate('chat.message', { message: '   ' }, { id: 's1' })).toMatchObject({ ok: false, status: 400 });
    expect(validate('chat.message', { message: 'a'.repeat(4001) }, { id: 's1' })).toMatchObject({
      ok: false,
      status: 413,
      body: { error: { code: 'payload_too_large' } },
    });
    expect(validate('chat.message', { message: 'a'.repeat(4000), agentType: 'sales' }, { id: 's1' }).ok).toBe(true);
  });

  it('answers 400 for empty content and 413 over 100,000 characters', () => {
    expect(validate('content.summarize', { title: 't', content: '' })).toMatchObject({ status: 400 });
    expect(validate('content.summarize', { title: 't', content: 'a'.repeat(100_001) })).toMatchObject({ status: 413 });
  });

  it('answers auth failures with success: false and a message', () => {
    expect(validate('auth.forgot-password', { email: 'nope' })).toMatchObject({
      status: 400,
      body: { success: false, message: 'Enter a valid email address', error: { code: 'validation_error' } },
    });
    expect(validate('auth.reset-password', { token: 't', newPassword: 'short' })).toMatchObject({
      body: { success: false, message: 'Password must have: at least 8 characters, one uppercase letter, one digit' },
    });
    expect(validate('auth.reset-password', { token: 't', newPassword: 'Secret123' }).ok).toBe(true);
  });

  const booking = {
    callType: 'demo',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    company: 'Engines Ltd',
    preferredDate: '2026-03-10',
    preferredTime: '9:00 AM',
    source: 'booking_page',
    submittedAt: '2026-03-10T12:00:00.000Z',
  };

  it('accepts a booking for today with the default timezone and empty optional choices', () => {
    const result = validate('booking.schedule', { ...booking, companySize: '', phone: '' });
    expect(result).toMatchObject({ ok: true, body: { timezone: 'PST' } });
  });

  it("accepts today's date in the earliest time zone, rejects dates past everywhere", () => {
    vi.setSystemTime(new Date('2026-03-11T03:00:00Z')); // still March 10 in California
    expect(validate('booking.schedule', booking).ok).toBe(true);
    expect(validate('booking.schedule', { ...booking, preferredDate: '2026-03-09' })).toMatchObject({
      body: { error: { fields: { preferredDate: 'Preferred date cannot be earlier than today' } } },
    });
  });

  it('rejects booking times outside the 17 slots, unknown timezones and call types', () => {
    expect(timeSlots).toHaveLength(17);
    expect([timeSlots[0], timeSlots[6], timeSlots[16]]).toEqual(['9:00 AM', '12:00 PM', '5:00 PM']);
    const result = validate('booking.schedule', { ...booking, preferredTime: '5:30 PM', timezone: 'UTC', callType: 'x' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.body.error.fields ?? {}).sort()).toEqual(['callType', 'preferredTime', 'timezone']);
  });

  it('rejects an unknown lead source and a malformed email, dropping unknown fields on capture calls', () => {
    expect(validate('leads.capture', { email: 'a@b', source: 'newsletter' })).toMatchObject({
      body: { error: { fields: { email: 'Enter a valid email address' } } },
    });
    expect(validate('leads.capture', { email: 'a@b.co', source: 'ads' }).ok).toBe(false);
    expect(validate('leads.capture', { email: 'a@b.co', source: 'trial', extra: 1 })).toMatchObject({
      ok: true,
      body: { email: 'a@b.co', source: 'trial', metadata: {} },
    });
  });

  it('reports a body that is not an object', () => {
    expect(validate('agents.analyze', null)).toMatchObject({
      body: { error: { fields: { body: 'The request body must be a JSON object' } } },
    });
  });
});
