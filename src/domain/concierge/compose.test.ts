import { describe, expect, it } from 'vitest';
import { composeAnswer, GREETING_REPLY, NO_ANSWER } from './compose.ts';
import { retriever, type Passage } from './retrieval.ts';
import index from './site-index.json';

// The offline concierge (issue 63): answers from the committed index, the one the server's model is given.
const search = retriever(index);

/** One passage among thirty others, so that its words stand out to BM25 as they would in the site's index. */
const withFiller = (passage: Passage) => ({
  passages: [passage, ...Array.from({ length: 30 }, (_, n) => ({ path: `/filler-${n}`, title: `Filler ${n}`, heading: 'Other', text: `other words ${n}` }))],
});

describe('the offline concierge', () => {
  it("answers a pricing question from /pricing's passages, and cites /pricing", () => {
    const answer = composeAnswer('How much does the Enterprise plan cost per month?', search);
    expect(answer.sources[0]).toEqual({ title: 'Choose Your Flight Plan', section: 'Enterprise', href: '/pricing' });
    expect(answer.response).toContain('**Choose Your Flight Plan: Enterprise**');
    expect(answer.response).toContain('- $25K setup + $25K/month');
    expect(answer.lead).toBeUndefined();
  });

  it('links a source to its section', () => {
    const answer = composeAnswer('Can I cancel my subscription?', search);
    expect(answer.sources[0]).toEqual({ title: 'How Can We Help?', section: 'Can I cancel my subscription?', href: '/help#faq-title' });
  });

  it("quotes a table's rows as a table, each cell literal", () => {
    const answer = composeAnswer('Compare the plans setup fee monthly fee', search);
    expect(answer.response).toContain('|  | Self-Serve | Mid-Market | Enterprise |\n| --- | --- | --- | --- |\n| Setup fee | $2K | $15K | $25K |');
    const table = withFiller({ path: '/x', title: 'Tariffs', heading: 'Tariffs', text: '| Tariffs A | B\nrow *one* | [link](javascript:1) | c' });
    expect(composeAnswer('tariffs', retriever(table)).response).toContain('|  | Tariffs A | B |\n| --- | --- | --- |\n| row \\*one\\* | \\[link\\]\\(javascript:1\\) | c |');
  });

  it("quotes a page's other text without markup it could form", () => {
    const lines = withFiller({ path: '/x', title: 'Tariffs', heading: 'Tariffs', text: 'tariffs a | b\nc' });
    expect(composeAnswer('tariffs', retriever(lines)).response).toContain('- tariffs a \\| b\n- c');
  });

  it('says it does not know, and offers a call, for a question no page answers', () => {
    expect(composeAnswer("What's the weather in Paris tomorrow?", search)).toEqual({ response: NO_ANSWER, sources: [] });
    expect(NO_ANSWER).toContain('[Book a call](/book-call)');
  });

  it('greets a greeting, citing nothing', () => {
    expect(composeAnswer('Hello!', search)).toEqual({ response: GREETING_REPLY, sources: [] });
  });

  it('searches a follow-up with the question before it', () => {
    expect(composeAnswer('And what about that?', search)).toEqual({ response: NO_ANSWER, sources: [] });
    expect(composeAnswer('And what about that?', search, { previousQuestion: 'What is the setup fee for the Mid-Market plan?' }).sources.map((s) => s.href)).toContain('/pricing');
  });

  it('turns an address and a request to be contacted into the lead, once a conversation', () => {
    const answer = composeAnswer('email me a quote at a@b.co', search);
    expect(answer.lead).toEqual({ email: 'a@b.co', note: 'email me a quote at a@b.co' });
    expect(answer.response).toBe('Thank you. I have passed your request and this conversation to our sales team: they will contact you at a@b.co.');
    expect(composeAnswer('email me a quote at a@b.co', search, { leadTaken: true })).toEqual({
      response: 'Our sales team already has your request from this conversation and will contact you.',
      sources: [],
    });
  });
});
