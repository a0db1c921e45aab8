// chat.start and chat.message: sessions and their messages are stored; replies are composed from the
// site index the server's model is given (src/domain/concierge, issue 63), with the same sources, and
// a visitor who gives an address and asks to be contacted becomes a `concierge` lead, once per
// conversation, whose sales mail lands in the mock mailbox as the server's outbox would send it.
// The index is loaded the first time the concierge answers, so no page carries it. An unknown session answers 404.
import { notFound } from '../../src/contract/index.ts';
import { site } from '../../src/config/site.ts';
import { composeAnswer } from '../../src/domain/concierge/compose.ts';
import { conciergeHandoff, followUpLead } from '../../src/domain/concierge/handoff.ts';
import { conciergeLead } from '../../src/domain/concierge/lead-rule.ts';
import { retriever, type Retriever } from '../../src/domain/concierge/retrieval.ts';
import { sourcesLine } from '../../src/domain/concierge/sources.ts';
import { isSameLead, salesNotice } from '../../src/domain/leads.ts';
import { now } from '../clock.ts';
import { db } from '../db.ts';
import { newId } from '../ids.ts';
import { noteStoredLead } from '../lastLead.ts';
import { deliverSalesMail } from '../mailbox.ts';
import { defineCall } from './define.ts';

let search: Promise<Retriever> | undefined;
const siteSearch = () => (search ??= import('../../src/domain/concierge/committedIndex.ts').then((module) => retriever(module.committedIndex)));

export const chatStart = defineCall('chat.start', async ({ body, ok }) => {
  const createdAt = now().toISOString();
  const session = await db.chatSessions.create({
    id: newId('chat'),
    agentType: body.agentType,
    createdAt,
    ...(body.userId ? { userId: body.userId } : {}),
  });
  for (const message of body.messages) {
    await db.chatMessages.create({ id: newId('chatmsg'), createdAt, sessionId: session.id, ...message, supplied: true });
  }
  return ok({ id: session.id, agentType: session.agentType, createdAt: session.createdAt });
});

export const chatMessage = defineCall('chat.message', async ({ body, params, ok, fail }) => {
  const sessionId = params.id ?? '';
  const session = db.chatSessions.findFirst((q) => q.where({ id: sessionId }));
  if (!session) return fail(404, notFound('The chat session'));
  const history = db.chatMessages.findMany((q) => q.where({ sessionId }));
  const identity = { email: '', source: 'concierge', metadata: { sessionId } };
  const leadTaken = db.leads.findFirst((q) => q.where((record) => isSameLead(record, identity))) !== undefined;
  const previousQuestion = history.findLast((m) => m.role === 'user')?.content;
  // Asked to talk, to book or to be contacted: the hand-off rules answer, as on the server (handoff.ts).
  const handoff = conciergeHandoff(history.filter((m) => !(m.role === 'assistant' && m.supplied)), body.message, leadTaken);
  const answer = handoff ? { response: handoff.response, sources: [] } : composeAnswer(body.message, await siteSearch(), { leadTaken, ...(previousQuestion ? { previousQuestion } : {}) });
  const followUp = handoff?.kind === 'lead' ? handoff.contact : undefined;
  const at = now();
  await db.chatMessages.create({ id: newId('chatmsg'), createdAt: at.toISOString(), sessionId, role: 'user', content: body.message });
  // Stored as the server stores it: the answer and its "Sources:" line.
  const stored = answer.sources.length > 0 ? `${answer.response}\n\n${sourcesLine(answer.sources)}` : answer.response;
  const reply = await db.chatMessages.create({ id: newId('chatmsg'), createdAt: at.toISOString(), sessionId, role: 'assistant', content: stored });
  if (answer.lead || followUp) {
    // Supplied replies (chat.start's messages) are the visitor's claim: sales gets what was said here.
    const said = history.filter((m) => !(m.role === 'assistant' && m.supplied));
    const turns = [...said, { role: 'user' as const, content: body.message }, { role: 'assistant' as const, content: stored }];
    const record = followUp ? followUpLead(followUp, sessionId, turns, at.toISOString(), newId('lead')) : conciergeLead(answer.lead!, sessionId, turns, at.toISOString(), newId('lead'));
    const lead = await db.leads.create(record);
    noteStoredLead({ call: 'chat.message', id: lead.id });
    deliverSalesMail(site.salesEmail, salesNotice('lead.captured', lead), at);
  }
  const offer = handoff?.kind === 'offer' ? { offer: handoff.offer } : {};
  return ok({ response: answer.response, messageId: reply.id, ...(answer.sources.length > 0 ? { sources: answer.sources } : {}), ...offer });
  // Streamed when asked (ADR 0076): the reply's text word by word, then the whole answer (stream.ts).
}, { streamed: (body) => body.response });

// A rating of one reply (issue 63): checked against the session's replies; the demo keeps no analytics.
export const chatFeedback = defineCall('chat.feedback', async ({ body, params, ok, fail }) => {
  const sessionId = params.id ?? '';
  if (!db.chatSessions.findFirst((q) => q.where({ id: sessionId }))) return fail(404, notFound('The chat session'));
  const reply = db.chatMessages.findFirst((q) => q.where({ id: body.messageId, sessionId, role: 'assistant' }));
  if (!reply || reply.supplied) return fail(404, notFound('The reply'));
  return ok({ messageId: reply.id });
});
