import { describe, expect, it } from 'vitest';
import { normalisedQuestion, withoutContactDetails } from './analytics.ts';

describe('what the concierge keeps of a question (ADR 0078)', () => {
  it('removes emails and phone numbers, and keeps the rest as typed', () => {
    expect(withoutContactDetails('Call me on +44 20 7946 0958 or (415) 555-0100, or mail dana.r+sales@acme.example. We have 250 agents and 12 teams.')).toBe(
      'Call me on [phone] or [phone], or mail [email]. We have 250 agents and 12 teams.',
    );
  });
  it('groups questions by lower case, words and single spaces', () => {
    expect(normalisedQuestion('  What does PRICING look like?! ')).toBe('what does pricing look like');
    expect(normalisedQuestion('Email me at [email]')).toBe('email me at email');
  });
});
