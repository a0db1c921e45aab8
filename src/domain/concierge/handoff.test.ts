import { describe, expect, it } from 'vitest';
import { conciergeHandoff, followUpLead, type HandoffTurn } from './handoff.ts';
import { contactFromText, FOLLOW_UP_REQUEST } from './handoff-text.ts';

const ASK = 'Of course. Which email address should our team use? Add your name and company if you like.';

describe('conciergeHandoff: from chat to meeting (issue 63)', () => {
  it.each([
    ['can we talk to someone next week?', [], 'discovery'],
    ['Could we meet to discuss our SOC 2 audit?', [], 'audit'],
    ['I would like to book a demo', [], 'demo'],
    ['Can we talk to someone next week?', ['Do you integrate with Salesforce?'], 'demo'],
    ['Can I speak with your team?', ['Do you integrate with Salesforce?', 'And how do you handle GDPR?'], 'audit'],
  ])('offers the booking of the session the conversation points to: %s', (message, earlier, type) => {
    const history: HandoffTurn[] = earlier.flatMap((q) => [{ role: 'user' as const, content: q }, { role: 'assistant' as const, content: 'An answer.' }]);
    const answer = conciergeHandoff(history, message, false);
    expect(answer?.kind === 'offer' && answer.offer).toEqual({ kind: 'booking', sessionType: type });
  });

  it('words the offer with the session, and names both controls', () => {
    expect(conciergeHandoff([], 'can we talk to someone next week?', false)?.response).toBe(
      'Happy to set that up. From what you asked, the **Discovery Call** (15 min) fits best. Quick assessment of your AI automation opportunities.\n\n' +
        'Choose **Book the Discovery Call** to pick a time (the form takes what you told me here), or **Have someone contact me** and a person from our team will get in touch.',
    );
  });

  it.each(['What kinds of calls can I book?', 'How much does the Enterprise plan cost?', 'Do you integrate with Salesforce?'])('leaves a question about the offer to the concierge: %s', (message) => {
    expect(conciergeHandoff([], message, false)).toBeUndefined();
  });

  it('asks for an address, refuses one the contract refuses, then stores the follow-up with what the visitor said, in the spec\'s words', () => {
    const first = conciergeHandoff([], FOLLOW_UP_REQUEST, false);
    expect(first).toEqual({ kind: 'reply', response: ASK });
    const history: HandoffTurn[] = [
      { role: 'user', content: "I'm Dana Reyes from Acme Logistics" },
      { role: 'assistant', content: 'An answer.' },
      { role: 'user', content: FOLLOW_UP_REQUEST },
      { role: 'assistant', content: ASK },
    ];
    const refused = conciergeHandoff(history, 'dana@acme', false);
    expect(refused).toEqual({ kind: 'reply', response: 'The address "dana@acme" does not look complete. Could you check it, so our team can reach you?' });
    const stored = conciergeHandoff([...history, { role: 'user', content: 'dana@acme' }, { role: 'assistant', content: refused!.response }], 'It is dana@acme.example.', false);
    expect(stored).toEqual({
      kind: 'lead',
      contact: { name: 'Dana Reyes', company: 'Acme Logistics', email: 'dana@acme.example' },
      response: "Thank you, Dana Reyes. I have passed this conversation to our team, and a person will follow up at dana@acme.example. We'll contact you within 24 hours to schedule your session.",
    });
  });

  it('answers a question asked instead of the address, and says so when the conversation already became a lead', () => {
    expect(conciergeHandoff([{ role: 'user', content: FOLLOW_UP_REQUEST }, { role: 'assistant', content: ASK }], 'Actually, what does pricing look like?', false)).toBeUndefined();
    expect(conciergeHandoff([], 'Please have someone contact me.', true)).toEqual({
      kind: 'reply',
      response: 'Our team already has your request from this conversation, and a person will follow up with you.',
    });
  });

  it('makes the follow-up lead a concierge lead marked followUp, with the transcript', () => {
    const turns = [{ role: 'user' as const, content: FOLLOW_UP_REQUEST }, { role: 'assistant' as const, content: ASK }];
    expect(followUpLead({ email: 'dana@acme.example', name: 'Dana' }, 'chat_1', turns, '2026-11-02T09:00:00.000Z', 'lead_1')).toEqual({
      id: 'lead_1',
      createdAt: '2026-11-02T09:00:00.000Z',
      email: 'dana@acme.example',
      firstName: 'Dana',
      source: 'concierge',
      metadata: { sessionId: 'chat_1', request: FOLLOW_UP_REQUEST, transcript: turns, followUp: true },
    });
  });
});

describe('contactFromText', () => {
  it('ends a company at its sentence, and keeps the dots inside a name', () => {
    expect(contactFromText(["I'm Dana Reyes from Acme Logistics. We need a SOC 2 review."])).toEqual({ name: 'Dana Reyes', company: 'Acme Logistics' });
    expect(contactFromText(['I work at Acme.io, as an engineer'])).toEqual({ company: 'Acme.io' });
  });

  it('takes the latest name, address and company the visitor gave of themselves, and no company from a question about a client', () => {
    expect(contactFromText(['What did you do for Helix Health?', "Hi, I'm Sam from Northwind.", 'my name is Sam Okafor, sam@northwind.example'])).toEqual({
      name: 'Sam Okafor',
      company: 'Northwind',
      email: 'sam@northwind.example',
    });
  });
});
