import { describe, expect, it } from 'vitest';
import { conciergeGreeting, conciergeReply } from './concierge.ts';

describe('conciergeGreeting', () => {
  it('names the company', () => {
    expect(conciergeGreeting()).toBe(
      "Hello! I'm your AI Concierge. I can help you understand how Orbital Agents can transform your business. What would you like to know?",
    );
  });
});

describe('conciergeReply', () => {
  it('answers pricing with a table of the three tiers', () => {
    const reply = conciergeReply('What are your prices?');
    expect(reply).toContain('| Plan | Setup | Monthly | Includes |');
    expect(reply).toContain('| Self-Serve | $2K | $1K/month |');
    expect(reply).toContain('| Mid-Market | $15K | $10K/month |');
    expect(reply).toContain('| Enterprise | $25K | $25K/month |');
  });

  it.each([
    ['Can I book a demo?', '](/book-call?type=demo)'],
    ['What ROI can I expect?', '400%'],
    ['Is my data secure?', '](/privacy)'],
    ['Do you integrate with Salesforce?', '200+ integrations'],
    ['Is there a free trial?', '14-day free trial'],
    ['Tell me a joke', '](/book-call)'],
  ])('answers %s', (message, expected) => {
    expect(conciergeReply(message)).toContain(expected);
  });

  it('never echoes raw HTML', () => {
    for (const message of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)> hello', 'pricing <b>now</b>']) {
      expect(conciergeReply(message)).not.toMatch(/[<>]/);
    }
  });

  it('quotes a sanitised excerpt in the helpful default', () => {
    expect(conciergeReply('Tell me about [your](javascript:alert(1)) <b>team</b>')).toContain(
      'Thanks for asking about "Tell me about yourjavascript:alert1 bteam/b".',
    );
  });
});
