// What each contract call does on the reference server: the shared domain logic for computed
// answers, the durable store for captured records. Validation has already happened (api.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  invalidResetToken,
  notFound,
  payloadTooLarge,
  RESET_MAILS_PER_RECIPIENT_PER_HOUR,
  type Endpoint,
  type EndpointId,
  type ErrorBody,
  type ParsedRequestOf,
  type ResponseOf,
  type SuccessStatus,
} from '../src/contract/index.ts';
import { analyzeAgents } from '../src/domain/agents.ts';
import { generateBlueprint } from '../src/domain/blueprint.ts';
import { analyzePlayground } from '../src/domain/playground.ts';
import { calculateRoi } from '../src/domain/roi.ts';
import { liveStats } from '../src/domain/stats.ts';
import { summarize } from '../src/domain/summarize.ts';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE, RESET_TOKEN_TTL_MS } from '../src/domain/accounts.ts';
import { leadIdentity } from '../src/domain/leads.ts';
import { conciergeMessage, type AnswerSink, type ConciergeModel } from './concierge/concierge.ts';
import type { Logger } from './log.ts';
import { mailMessage, resetMail } from './delivery/mail.ts';
import type { Notify } from './delivery/outbox.ts';
import { recipientKey, rowOf, type ChatSession, type ChatTurn, type Lead, type ResetToken } from './store/records.ts';
import { LimitReachedError, RecordTooLargeError, RESET_MAIL_KIND, type RecordStore } from './store/store.ts';
import { testRecordStore } from './store/test-records.ts';

export type Reply<Id extends EndpointId = EndpointId> =
  | { status?: SuccessStatus; body: ResponseOf<Id> }
  | { status: number; error: ErrorBody };

interface Input<Id extends EndpointId> {
  params: Record<string, string>;
  body: ParsedRequestOf<Id>;
  /** The client's address (as the rate limits key it): the concierge's token budget is per client. */
  client?: string;
  /** A request marked `Test-Record: true`: it stores test records (test-records.ts). */
  test?: boolean;
  /** A call that streams, asked for its stream (ADR 0076): where its pieces go, and the visitor leaving. */
  sink?: AnswerSink;
}

type HandlerMap = { [Id in EndpointId]: (input: Input<Id>) => Reply<Id> | Promise<Reply<Id>> };

export interface CallHandlers {
  answer(endpoint: Endpoint, input: { params: Record<string, string>; body: unknown; client?: string; test?: boolean; sink?: AnswerSink }): Promise<Reply>;
}

export interface HandlerDeps {
  store: RecordStore;
  log: Logger;
  /** Origin of the site that opens reset links. */
  resetLinkBase: () => string;
  /** Queues the messages a stored record causes (webhook event, sales mail), in the record's own write. */
  notify?: Notify;
  /** True with SMTP: reset mails go through the outbox; else they are log lines (development). */
  mailViaOutbox?: boolean;
  now?: () => Date;
  /** The concierge's language model (LLM_*); without it the concierge answers by its rule set. */
  conciergeModel?: ConciergeModel;
}

const HOUR_MS = 60 * 60 * 1000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createHandlers(deps: HandlerDeps): CallHandlers {
  const real = handlerMap(deps);
  // The same calls for test requests, on a view of the store that keeps their records apart and sends nothing.
  const test = handlerMap({ ...deps, store: testRecordStore(deps.store), notify: () => undefined });
  return {
    async answer(endpoint, input) {
      const handler = (input.test ? test : real)[endpoint.id] as (input: Input<EndpointId>) => Reply | Promise<Reply>;
      try {
        return await handler(input as Input<EndpointId>);
      } catch (error) {
        if (error instanceof RecordTooLargeError) return { status: 413, error: payloadTooLarge(error.message) };
        throw error;
      }
    },
  };
}

function handlerMap({ store, log, resetLinkBase, notify = () => undefined, mailViaOutbox = false, now = () => new Date(), conciergeModel }: HandlerDeps): HandlerMap {
  const chatMessage = conciergeMessage({ store, log, notify, now, model: conciergeModel });
  const stamp = () => ({ id: randomUUID(), createdAt: now().toISOString() });

  const handlers: HandlerMap = {
    'stats.live': () => ({ body: liveStats(now()) }),
    'roi.calculate': ({ body }) => ({ body: calculateRoi(body) }),
    'playground.analyze': ({ body }) => ({ body: analyzePlayground(body) }),
    'blueprint.generate': ({ body }) => ({ body: generateBlueprint(body) }),
    'agents.analyze': ({ body }) => ({ body: analyzeAgents(body) }),
    'content.summarize': ({ body }) => ({ body: { summary: summarize(body.title, body.content) } }),

    'leads.capture': async ({ body }) => {
      const identity = leadIdentity(body);
      const stored = async () => {
        const existing = identity ? (await store.findByLookup<Lead>('leads', identity))[0] : undefined;
        if (existing) await store.settled(); // the record we answer with may still be in flight
        return existing && { status: 200 as const, body: { id: existing.id } };
      };
      const repeated = await stored();
      if (repeated) return repeated;
      const lead = { ...body, ...stamp() } as Lead;
      try {
        await store.write((tx) => {
          // In the write itself: concurrent sign-ups on any instance store one lead (issue 59).
          if (identity) tx.requireFewer('leads', identity, new Date(0).toISOString(), 1);
          tx.insert(rowOf.lead(lead));
          notify(tx, lead.source === 'event-registration' ? 'event.registered' : 'lead.captured', lead);
        });
      } catch (error) {
        const first = error instanceof LimitReachedError ? await stored() : undefined;
        if (!first) throw error;
        return first;
      }
      return { body: { id: lead.id } };
    },

    'contact.submit': async ({ body }) => {
      const record = { ...body, ...stamp() };
      await store.write((tx) => {
        tx.insert(rowOf.contactMessage(record));
        notify(tx, 'contact.submitted', record);
      });
      return { body: { id: record.id } };
    },

    'booking.schedule': async ({ body }) => {
      const record = { ...body, ...stamp() };
      await store.write((tx) => {
        tx.insert(rowOf.booking(record));
        notify(tx, 'booking.scheduled', record);
      });
      return { body: { id: record.id } };
    },

    'chat.start': async ({ body }) => {
      const { id, createdAt } = stamp();
      const session: ChatSession = { id, createdAt, agentType: body.agentType, ...(body.userId ? { userId: body.userId } : {}) };
      await store.write((tx) => {
        tx.insert(rowOf.chatSession(session));
        // Marked as the client's: an 'assistant' turn here is what the visitor says the firm said (issue 59).
        for (const turn of body.messages) tx.insert(rowOf.chatTurn({ ...turn, supplied: true, id: randomUUID(), sessionId: id, at: createdAt }));
      });
      return { body: { id, agentType: session.agentType, createdAt } };
    },

    // Each turn is its own record, so a message costs the same whatever the session's length.
    'chat.message': (input) => chatMessage({ params: input.params, body: input.body, client: input.client ?? 'unknown', ...(input.sink ? { sink: input.sink } : {}) }),

    // A rating of one reply of the session (issue 63): kept beside its question (concierge/analytics.ts).
    'chat.feedback': async ({ params, body }) => {
      const sessionId = params.id ?? '';
      if (!(await store.get('chatSessions', sessionId))) return { status: 404, error: notFound('The chat session') };
      const turns = await store.findByLookup<ChatTurn>('chatTurns', sessionId);
      if (!turns.some((t) => t.id === body.messageId && t.role === 'assistant' && !t.supplied)) return { status: 404, error: notFound('The reply') };
      await store.write((tx) => tx.rateAnswer(body.messageId, body.helpful === null ? null : body.helpful ? 'helpful' : 'not_helpful'));
      return { body: { messageId: body.messageId } };
    },

    // Every well-formed email gets the same answer: there is no account store, and the answer must
    // not reveal whether an account exists (product-rules.md D1), nor that the address is throttled.
    // A new link revokes the older ones; at most a few mails per address per hour.
    'auth.forgot-password': async ({ body }) => {
      const created = now();
      const recipient = recipientKey(body.email);
      const hourAgo = new Date(created.getTime() - HOUR_MS).toISOString();
      const answer = { body: { success: true as const, message: FORGOT_PASSWORD_MESSAGE } };
      const token = randomBytes(32).toString('base64url');
      const at = created.toISOString();
      const link = `${resetLinkBase()}/reset-password?token=${encodeURIComponent(token)}`;
      const older = await store.findByLookup<ResetToken>('resetTokens', recipient);
      const written = store.write((tx) => {
        // Checked in the write itself, so concurrent requests (on any instance) cannot all pass.
        tx.requireFewer('resetTokens', recipient, hourAgo, RESET_MAILS_PER_RECIPIENT_PER_HOUR);
        // Tokens both expired and out of the throttling hour carry nothing anymore.
        tx.deleteOlderThan('resetTokens', new Date(created.getTime() - Math.max(RESET_TOKEN_TTL_MS, HOUR_MS)).toISOString());
        for (const token of older) {
          if (token.usedAt === null && !token.revokedAt) tx.replace('resetTokens', token.tokenHash, { ...token, revokedAt: at });
        }
        tx.insert(
          rowOf.resetToken({
            tokenHash: hashToken(token),
            email: body.email,
            createdAt: at,
            expiresAt: new Date(created.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
            usedAt: null,
            revokedAt: null,
          }),
        );
        // The link stays in the outbox only until it is mailed or fails for good (then it is redacted).
        if (mailViaOutbox) tx.enqueue(mailMessage(RESET_MAIL_KIND, resetMail(body.email, link)));
      });
      try {
        await written;
      } catch (error) {
        if (!(error instanceof LimitReachedError)) throw error;
        log.event('mail_throttled', { limit: RESET_MAILS_PER_RECIPIENT_PER_HOUR });
        return answer;
      }
      // A live link in a log opens the account to whoever reads the log (OWASP Logging, Forgot
      // Password): without SMTP nothing is sent, and the line says so without the link or the address.
      if (!mailViaOutbox) log.event('mail_not_sent', { kind: RESET_MAIL_KIND, reason: 'SMTP_URL is not set' });
      return answer;
    },

    // The password is checked by the contract and not stored: there is no account backend (product-rules.md D3).
    'auth.reset-password': async ({ body }) => {
      const tokenHash = hashToken(body.token);
      const at = now();
      const record = await store.get<ResetToken>('resetTokens', tokenHash);
      const usable = record && record.usedAt === null && !record.revokedAt && Date.parse(record.expiresAt) >= at.getTime();
      if (!usable) return { status: 400, error: invalidResetToken() };
      // Applied at once: a second use of the same token now sees usedAt.
      await store.write((tx) => tx.replace('resetTokens', tokenHash, { ...record, usedAt: at.toISOString() }));
      return { body: { success: true, message: RESET_PASSWORD_MESSAGE } };
    },
  };

  return handlers;
}
