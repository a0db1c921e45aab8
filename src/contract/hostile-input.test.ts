// Issue 12: the contract refuses hostile input with a field message, in time linear in its size.
import { describe, expect, it } from 'vitest';
import { contract, validateRequest, type EndpointId } from './index.ts';
import { emailPattern } from './formats.ts';
import { FORBIDDEN_FIELD_NAMES } from './field-names.ts';

const fieldsOf = (id: EndpointId, body: unknown) => {
  const result = validateRequest(contract[id] as never, { body });
  return result.ok ? undefined : (result.body.error.fields ?? {});
};

describe('hostile input', () => {
  it('checks an email in linear time (the old pattern backtracked quadratically)', () => {
    expect(emailPattern.test('ana@mail.example.com')).toBe(true);
    for (const bad of ['ana@example', 'ana@@example.com', 'a b@example.com', 'ana@example..com', 'ana@.example.com']) {
      expect(emailPattern.test(bad), bad).toBe(false);
    }
    // 'a@' + '.a' * 500,000 + '@' took minutes with the former pattern.
    expect(emailPattern.test(`a@${'.a'.repeat(500_000)}@`)).toBe(false);
  });

  it('caps a string before any pattern runs', () => {
    expect(fieldsOf('auth.forgot-password', { email: `a@${'b.'.repeat(500_000)}com` })).toEqual({
      email: 'Email must be at most 254 characters',
    });
  });

  it('names every odd key and never pollutes a prototype', () => {
    const body = JSON.parse('{"email":"a@b.co","source":"newsletter","toString":"x","metadata":{"__proto__":{"polluted":true}}}');
    expect(fieldsOf('leads.capture', body)).toEqual({
      toString: "'toString' is not an allowed field name",
      'metadata.__proto__': "'__proto__' is not an allowed field name",
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses every name the document lists, which covers every member of Object.prototype', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).filter((name) => !(FORBIDDEN_FIELD_NAMES as readonly string[]).includes(name))).toEqual([]);
    for (const name of FORBIDDEN_FIELD_NAMES) {
      const body = JSON.parse(`{"fteCost":85000,"taskVolume":2500,"errorRate":12,${JSON.stringify(name)}:1}`);
      expect(fieldsOf('roi.calculate', body), name).toEqual({ [name]: `'${name}' is not an allowed field name` });
    }
  });

  it('answers null as a wrong type, never as a value left out', () => {
    const booking = { callType: 'demo', firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines Ltd', source: 'booking_page', submittedAt: '2030-03-10T12:00:00.000Z' };
    expect(fieldsOf('booking.schedule', { ...booking, phone: null, preferredTime: null, timezone: null })).toEqual({
      phone: 'Phone must be text',
      preferredTime: expect.stringMatching(/^Preferred time must be one of: 9:00 AM, /),
      timezone: expect.stringMatching(/^Timezone must be one of: /),
    });
    expect(fieldsOf('booking.schedule', { ...booking, email: null, firstName: null })).toEqual({ email: 'Email must be text', firstName: 'First name must be text' });
    const { firstName: _left, ...withoutFirstName } = booking;
    expect(fieldsOf('booking.schedule', withoutFirstName)).toEqual({ firstName: 'First name is required' });
  });

  it('gives a field named like an Object member its own message', () => {
    expect(fieldsOf('roi.calculate', { fteCost: 85000, taskVolume: 2500, errorRate: 12, valueOf: 1 })).toEqual({
      valueOf: "'valueOf' is not an allowed field name",
    });
  });

  it('refuses control characters and lone surrogates, allows tab and newline in multi-line fields, stores NFC', () => {
    const contact = { name: 'Ana', email: 'ana@example.com', message: 'Hello,\n\tthere', formType: 'contact' };
    expect(fieldsOf('contact.submit', { ...contact, name: 'An\u0007a', message: 'Hi \ud800' })).toEqual({
      name: 'Name must not contain control characters or line breaks',
      message: 'Message contains an invalid character',
    });
    expect(fieldsOf('contact.submit', { ...contact, company: 'C1 \u0085' })).toEqual({
      company: 'Company must not contain control characters or line breaks',
    });
    const ok = validateRequest(contract['contact.submit'], { body: { ...contact, name: 'Cafe\u0301' } });
    expect(ok.ok && ok.body).toMatchObject({ name: 'Caf\u00e9', message: 'Hello,\n\tthere' });
  });

  it('types lead metadata per source', () => {
    expect(fieldsOf('leads.capture', { email: 'a@b.co', source: 'newsletter', metadata: { planType: 'Enterprise' } })).toEqual({
      'metadata.planType': 'Unknown field',
    });
    expect(fieldsOf('leads.capture', { email: 'a@b.co', source: 'event-registration', metadata: { newsletter: 'yes' } })).toEqual({
      'metadata.newsletter': 'Newsletter must be true or false',
    });
    expect(fieldsOf('leads.capture', { email: 'a@b.co', source: 'billboard' })).toEqual({
      source: 'Source must be one of: pricing_page, newsletter, event-registration, trial',
    });
  });

  it("caps chat.start's transcript", () => {
    const turns = (n: number, chars: number) => Array.from({ length: n }, () => ({ role: 'user', content: 'x'.repeat(chars) }));
    expect(fieldsOf('chat.start', { agentType: 'sales', messages: turns(21, 1) })).toEqual({ messages: 'At most 20 earlier messages' });
    expect(fieldsOf('chat.start', { agentType: 'sales', messages: turns(3, 3000) })).toEqual({
      messages: 'Earlier messages must be at most 8,000 characters in all',
    });
  });
});
