import { describe, expect, it } from 'vitest';
import { isResetTokenExpired, RESET_TOKEN_TTL_MS } from './accounts.ts';
import { isSameLead } from './leads.ts';

const lead = (email: string, source: 'newsletter' | 'event-registration' | 'pricing_page', eventId?: string) => ({
  email,
  source,
  metadata: eventId ? { eventId } : {},
});

describe('lead idempotency', () => {
  it('treats a repeated newsletter subscription as the same lead, whatever the case of the email', () => {
    expect(isSameLead(lead('Ana@Example.com', 'newsletter'), lead(' ana@example.com', 'newsletter'))).toBe(true);
  });
  it('treats a registration as the same only for the same event', () => {
    expect(isSameLead(lead('a@b.co', 'event-registration', 'x'), lead('a@b.co', 'event-registration', 'x'))).toBe(true);
    expect(isSameLead(lead('a@b.co', 'event-registration', 'x'), lead('a@b.co', 'event-registration', 'y'))).toBe(false);
  });
  it('never merges pricing enquiries or different sources', () => {
    expect(isSameLead(lead('a@b.co', 'pricing_page'), lead('a@b.co', 'pricing_page'))).toBe(false);
    expect(isSameLead(lead('a@b.co', 'newsletter'), lead('a@b.co', 'event-registration', 'x'))).toBe(false);
  });
});

describe('reset tokens', () => {
  it('expire after exactly one hour', () => {
    const created = new Date('2026-01-01T10:00:00Z');
    expect(RESET_TOKEN_TTL_MS).toBe(3_600_000);
    expect(isResetTokenExpired(created, new Date('2026-01-01T11:00:00Z'))).toBe(false);
    expect(isResetTokenExpired(created, new Date('2026-01-01T11:00:00.001Z'))).toBe(true);
  });
});
