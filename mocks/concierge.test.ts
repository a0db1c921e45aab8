// The offline concierge in the mock (issue 63): answers with sources from the site index, and a
// conversation that asks to be contacted becomes one `concierge` lead and one mail to sales.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, contract } from '../src/contract/index.ts';
import { caughtMails, createMockServer, db, resetMocks } from './node.ts';

const base = 'http://concierge.test';
const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

const post = async (path: string, body: unknown) =>
  (await fetch(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<Record<string, unknown>>;
const startChat = async () => String((await post(contract['chat.start'].path, { agentType: 'sales', messages: [] })).id);
const say = (id: string, message: string) => post(buildPath(contract['chat.message'], { id }), { message, agentType: 'sales' });

describe('chat.message in the mock', () => {
  it('answers a pricing question from the index, with /pricing as its source', async () => {
    const answer = await say(await startChat(), 'How much does the Enterprise plan cost per month?');
    expect((answer.sources as unknown[])[0]).toEqual({ title: 'Choose Your Flight Plan', section: 'Enterprise', href: '/pricing' });
    expect(answer.response).toContain('$25K setup + $25K/month');
  });

  it('turns "email me a quote at a@b.co" into one concierge lead and one mail to sales', async () => {
    const id = await startChat();
    await say(id, 'Which plan fits a 40-person support team?');
    const before = db.leads.count();
    const answer = await say(id, 'email me a quote at a@b.co');
    expect(answer.response).toBe('Thank you. I have passed your request and this conversation to our sales team: they will contact you at a@b.co.');
    await say(id, 'email me a quote at a@b.co');
    const leads = db.leads.findMany((q) => q.where({ source: 'concierge' }));
    expect(db.leads.count()).toBe(before + 1);
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ email: 'a@b.co', metadata: { sessionId: id, request: 'email me a quote at a@b.co' } });
    expect((leads[0]!.metadata as { transcript: { role: string }[] }).transcript.map((t) => t.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    const mails = caughtMails().filter((mail) => mail.kind === 'sales');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'sales@orbitalagents.example', subject: 'lead.captured: a@b.co' });
    expect(mails[0]!.text).toContain('email: a@b.co\nsource: concierge\nmetadata:\n');
  });
});
