// chat.message on the reference server (issue 50). With a language model configured (LLM_*), the
// answer comes from the model, grounded in the site passages that fit the question and citing their
// pages; without one, from the rule set the demo shares (src/domain/concierge.ts). Either way a
// visitor who gives an address and asks to be contacted becomes a lead, once per conversation, which
// the outbox delivers to sales (webhook, mail). Bounded: a model turn budget per session, a token
// budget per client (both fall back to the rule set), a timeout and one retry per call; a model that
// fails answers 502, which the client shows as the 'Message Error' toast.
import { randomUUID } from 'node:crypto';
import { CHAT_SESSION_MAX_TURNS, notFound, payloadTooLarge, upstreamFailed, type ErrorBody, type ResponseOf } from '../../src/contract/index.ts';
import { site } from '../../src/config/site.ts';
import { conciergeReply } from '../../src/domain/concierge.ts';
import { leadIdentity } from '../../src/domain/leads.ts';
import type { SiteIndex } from '../../src/domain/concierge/retrieval.ts';
import { ALREADY_PASSED, conciergeLead, EMAIL_IN_TEXT, invalidAddressReply, leadConfirmation, requestFromMessage, requestFromToolCall, type ContactRequest, type Turn } from '../../src/domain/concierge/lead-rule.ts';
import { conciergeHandoff, followUpLead, type BookingOffer, type Handoff } from '../../src/domain/concierge/handoff.ts';
import { recordExchange } from './analytics.ts';
import { leaksInstructions, safeMarkdown, unsupportedFigures } from './output.ts';
import { INSTRUCTIONS, INSTRUCTIONS_MARKER, promptMessages, REQUEST_CONTACT, suppliedReply } from './prompt.ts';
import { retriever } from '../../src/domain/concierge/retrieval.ts';
import { sourcesLine, sourcesOf, type Source } from '../../src/domain/concierge/sources.ts';
import type { LlmClient } from './llm-client.ts';
import { LlmAborted, LlmError } from './llm-client.ts';
import { AnswerStream } from './stream-guard.ts';
import type { LlmConfig } from './llm-config.ts';
import type { Logger } from '../log.ts';
import type { Notify } from '../delivery/outbox.ts';
import { RateLimiter, type Limiter } from '../store/rate-limit.ts';
import { rowOf, type ChatTurn, type Lead } from '../store/records.ts';
import { LimitReachedError, type RecordStore } from '../store/store.ts';

export interface ConciergeModel {
  client: LlmClient;
  config: LlmConfig;
  index: SiteIndex;
  /**
   * The tokens each client may spend per hour (LLM_CLIENT_TOKENS_PER_HOUR): one shared by every
   * instance (the store's limiter) where there are several; by default this process's own.
   */
  tokenBudget?: Limiter;
}

export interface ConciergeDeps {
  store: RecordStore;
  log: Logger;
  notify: Notify;
  now: () => Date;
  model?: ConciergeModel;
}

/**
 * A visitor who asked for the answer as it is written (ADR 0076): each checked piece goes to `delta`;
 * `signal` aborts when they left, which ends the provider's request and stores nothing.
 */
export interface AnswerSink {
  delta(text: string): void;
  signal: AbortSignal;
}

export type ConciergeReply = { body: ResponseOf<'chat.message'> } | { status: number; error: ErrorBody };

export const SESSION_BUDGET_SPENT = `This conversation has reached its length. To go further, [book a call](/book-call) or [write to us](/contact): our team will answer every question.`;
export const INSTRUCTIONS_REFUSED = `I can't share that. I'm happy to help with ${site.name}'s AI agents, plans, case studies and events.`;


/** The answer when the model gave a figure the sources do not: the pages that hold the real ones. */
function figuresRefused(passages: { path: string; title: string }[]): string {
  const pages = [...new Map(passages.map((p) => [p.path, `[${p.title}](${p.path})`])).values()].slice(0, 3);
  const where = pages.length > 0 ? `: ${pages.join(', ')}` : '; [book a call](/book-call) and our team will give them to you';
  return `I could not confirm those figures from our pages. The current ones are here${where}.`;
}

const HOUR_MS = 60 * 60 * 1000;
const CHARS_PER_TOKEN = 4;

interface Answer {
  response: string;
  lead?: ContactRequest;
  /** The lead is the follow-up path's: marked for a person to follow up (handoff.ts). */
  followUp?: true;
  offer?: BookingOffer;
  /** The pages it was grounded in: the answer's `sources`, and its stored turn's "Sources:" line. */
  sources?: Source[];
}

/** The hand-off rules' answer (src/domain/concierge/handoff.ts): the same with or without a model. */
const handoffAnswer = (handoff: Handoff): Answer =>
  handoff.kind === 'offer' ? { response: handoff.response, offer: handoff.offer } : handoff.kind === 'lead' ? { response: handoff.response, lead: handoff.contact, followUp: true } : { response: handoff.response };

export function conciergeMessage({ store, log, notify, now, model }: ConciergeDeps) {
  const search = model ? retriever(model.index) : undefined;
  const clientTokens = model ? (model.tokenBudget ?? new RateLimiter({ max: model.config.clientTokensPerHour, windowMs: HOUR_MS })) : undefined;

  /** The model's answer, made safe and given its sources; or the lead it asked for. */
  async function modelAnswer(m: ConciergeModel, history: Turn[], message: string, client: string, leadTaken: boolean, sink?: AnswerSink): Promise<Answer> {
    // Past a budget the model is not called; a request to be contacted still becomes the lead.
    if (history.filter((t) => t.role === 'assistant' && !t.supplied).length >= m.config.sessionTurns) {
      return requestFromMessage(message) ? ruleAnswer(message, leadTaken) : { response: SESSION_BUDGET_SPENT };
    }
    const lastQuestion = history.findLast((t) => t.role === 'user')?.content ?? '';
    // A follow-up ("and the Enterprise one?") is searched with the question before it.
    const direct = search!.search(message);
    const passages = direct.length > 0 ? direct : search!.search(`${lastQuestion} ${message}`);
    const messages = promptMessages(history, message, passages);
    const estimate = Math.ceil(messages.reduce((sum, msg) => sum + msg.content.length, 0) / CHARS_PER_TOKEN) + m.config.maxAnswerTokens;
    if (!(await clientTokens!.hit(client, estimate)).allowed) {
      log.event('llm_budget_spent', { scope: 'client' });
      return ruleAnswer(message, leadTaken);
    }
    const said = [...history.filter((t) => t.role === 'user').map((t) => t.content), message].join('\n');
    const emails = new Set([site.salesEmail, ...(said.match(EMAIL_IN_TEXT) ?? [])].map((e) => e.toLowerCase()));
    const given = `${passages.map((p) => p.text).join('\n')}\n${said}`;
    // Streamed, each piece passes the same checks before it leaves (stream-guard.ts).
    const stream = sink && new AnswerStream({ sitePaths: search!.paths, emails, given, instructions: INSTRUCTIONS, marker: INSTRUCTIONS_MARKER }, sink.delta);
    // The client passes on only calls of the tools offered: none once the lead is taken.
    const answer = await m.client.complete({ messages, tools: leadTaken ? [] : [REQUEST_CONTACT], ...(stream ? { onText: (text: string) => stream.push(text), signal: sink.signal } : {}) });
    const call = answer.toolCalls.find((c) => c.name === REQUEST_CONTACT.name);
    const request = call ? requestFromToolCall(call.arguments) : undefined;
    if (request && 'invalidEmail' in request) return { response: invalidAddressReply(request.invalidEmail) };
    if (request) return { response: leadConfirmation(request), lead: request };
    // Nothing to say (a call it may not make, and no text): the rule set answers.
    if (!answer.content.trim()) return ruleAnswer(message, leadTaken);

    if (leaksInstructions(answer.content, INSTRUCTIONS, INSTRUCTIONS_MARKER)) {
      log.event('llm_output_refused', { reason: 'instructions' });
      return { response: INSTRUCTIONS_REFUSED };
    }
    const safe = safeMarkdown(answer.content, { sitePaths: search!.paths, emails });
    // A price or percentage the sources do not give is not the firm's: the answer is not passed on.
    const invented = unsupportedFigures(safe.markdown, given);
    if (invented.length > 0) {
      log.event('llm_output_refused', { reason: 'figures', figures: invented.length });
      return { response: figuresRefused(passages) };
    }
    // A source is a page whose passages the model was given (a link to /book-call in a redirection is
    // not), named by its title and the section of its best passage, and linked to that section.
    const sources = sourcesOf(passages, safe.cited);
    return { response: safe.markdown, ...(sources.length > 0 ? { sources } : {}) };
  }

  function ruleAnswer(message: string, leadTaken: boolean): Answer {
    const request = requestFromMessage(message);
    if (request && leadTaken) return { response: ALREADY_PASSED };
    if (request) return { response: leadConfirmation(request), lead: request };
    return { response: conciergeReply(message) };
  }

  return async ({ params, body, client, sink }: { params: Record<string, string>; body: { message: string }; client: string; sink?: AnswerSink }): Promise<ConciergeReply> => {
    const sessionId = params.id ?? '';
    if (!(await store.get('chatSessions', sessionId))) return { status: 404, error: notFound('The chat session') };
    const turns = await store.findByLookup<ChatTurn>('chatTurns', sessionId);
    if (turns.length + 2 > CHAT_SESSION_MAX_TURNS) {
      return { status: 413, error: payloadTooLarge(`This chat session is full (${CHAT_SESSION_MAX_TURNS} messages). Please start a new one.`) };
    }
    const leadKey = leadIdentity({ email: '', source: 'concierge', metadata: { sessionId } }) ?? '';
    const leadTaken = (await store.findByLookup('leads', leadKey)).length > 0;
    const history: Turn[] = turns.map((t) => ({ role: t.role, content: t.content, ...(t.supplied ? { supplied: true } : {}) }));

    let answer: Answer;
    try {
      // Asked to talk, to book or to be contacted: the hand-off rules answer, before any model.
      const handoff = conciergeHandoff(history.filter((t) => !(t.supplied && t.role === 'assistant')), body.message, leadTaken);
      answer = handoff ? handoffAnswer(handoff) : model ? await modelAnswer(model, history, body.message, client, leadTaken, sink) : ruleAnswer(body.message, leadTaken);
    } catch (error) {
      if (!(error instanceof LlmError)) throw error;
      log.event('llm_failed', { level: 'warn', reason: error.message });
      return { status: 502, error: upstreamFailed() };
    }

    // The visitor left before the answer was whole: nothing of the exchange is stored.
    if (sink?.signal.aborted) throw new LlmAborted();
    const at = now().toISOString();
    const question = { id: randomUUID(), sessionId, role: 'user' as const, content: body.message, at };
    const messageId = randomUUID();
    const write = (response: string, request?: ContactRequest, followUp?: true) =>
      store.write((tx) => {
        const exchange = [question, { id: messageId, sessionId, role: 'assistant' as const, content: response, at }];
        for (const turn of exchange) tx.insert(rowOf.chatTurn(turn));
        if (request) {
          // Checked in the write itself: two messages of one conversation at once store one lead.
          tx.requireFewer('leads', leadKey, new Date(0).toISOString(), 1);
          // Sales gets the firm's own replies only: one a client supplied is left out.
          const transcript = [...history.filter((t) => !suppliedReply(t)), ...exchange];
          const lead = (followUp ? followUpLead(request, sessionId, transcript, at, randomUUID()) : conciergeLead(request, sessionId, transcript, at, randomUUID())) as Lead;
          tx.insert(rowOf.lead(lead));
          notify(tx, 'lead.captured', lead);
        }
        recordExchange(tx, { messageId, sessionId, askedAt: at, message: body.message, reply: response, lead: request !== undefined });
      });
    try {
      await write(answer.sources ? `${answer.response}\n\n${sourcesLine(answer.sources)}` : answer.response, answer.lead, answer.followUp);
    } catch (error) {
      if (!(error instanceof LimitReachedError)) throw error;
      // Another message of this conversation stored its lead first: this one confirms nothing new.
      await write(ALREADY_PASSED);
      return { body: { response: ALREADY_PASSED, messageId } };
    }
    if (answer.lead) log.event('concierge_lead', { sessionId });
    return { body: { response: answer.response, messageId, ...(answer.offer ? { offer: answer.offer } : {}), ...(answer.sources ? { sources: answer.sources } : {}) } };
  };
}
