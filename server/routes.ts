// What each contract call does on the reference server: the shared domain logic for computed
// answers, the durable store for captured records. Validation has already happened (api.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  invalidResetToken,
  notFound,
  type Endpoint,
  type EndpointId,
  type ErrorBody,
  type ParsedRequestOf,
  type ResponseOf,
  type SuccessStatus,
} from '../src/contract/index.ts';
import { analyzeAgents } from '../src/domain/agents.ts';
import { generateBlueprint } from '../src/domain/blueprint.ts';
import { conciergeReply } from '../src/domain/concierge.ts';
import { analyzePlayground } from '../src/domain/playground.ts';
import { calculateRoi } from '../src/domain/roi.ts';
import { liveStats } from '../src/domain/stats.ts';
import { summarize } from '../src/domain/summarize.ts';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE, RESET_TOKEN_TTL_MS } from '../src/domain/accounts.ts';
import { isSameLead } from '../src/domain/leads.ts';
import type { Logger } from './log.ts';
import type { Database, Lead } from './records.ts';
import type { JsonStore } from './store.ts';

export type Reply<Id extends EndpointId = EndpointId> =
  | { status?: SuccessStatus; body: ResponseOf<Id> }
  | { status: number; error: ErrorBody };

interface Input<Id extends EndpointId> {
  params: Record<string, string>;
  body: ParsedRequestOf<Id>;
}

type Handlers = { [Id in EndpointId]: (input: Input<Id>) => Reply<Id> | Promise<Reply<Id>> };

export interface Routes {
  answer(endpoint: Endpoint, input: { params: Record<string, string>; body: unknown }): Promise<Reply>;
}

/**
 * Calls that store something on this server and are therefore rate-limited: the contract's `writes`,
 * plus chat messages (appended to the session) and forgot-password (stores a token and sends a mail).
 */
const alsoStores = new Set<EndpointId>(['chat.message', 'auth.forgot-password']);

export function storesData(endpoint: Endpoint): boolean {
  return endpoint.writes || alsoStores.has(endpoint.id);
}

export interface RouteDeps {
  store: JsonStore<Database>;
  log: Logger;
  /** Origin of the site that opens reset links. */
  resetLinkBase: () => string;
  now?: () => Date;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function createRoutes({ store, log, resetLinkBase, now = () => new Date() }: RouteDeps): Routes {
  const stamp = () => ({ id: randomUUID(), createdAt: now().toISOString() });

  const handlers: Handlers = {
    'stats.live': () => ({ body: liveStats(now()) }),
    'roi.calculate': ({ body }) => ({ body: calculateRoi(body) }),
    'playground.analyze': ({ body }) => ({ body: analyzePlayground(body) }),
    'blueprint.generate': ({ body }) => ({ body: generateBlueprint(body) }),
    'agents.analyze': ({ body }) => ({ body: analyzeAgents(body) }),
    'content.summarize': ({ body }) => ({ body: { summary: summarize(body.title, body.content) } }),

    'leads.capture': async ({ body }) => {
      const existing = store.read((db) => db.leads.find((lead) => isSameLead(lead, body)));
      if (existing) {
        await store.settled(); // the record we answer with may still be in flight
        return { status: 200, body: { id: existing.id } };
      }
      const lead: Lead = { ...body, ...stamp() };
      await store.update((db) => db.leads.push(lead));
      return { body: { id: lead.id } };
    },

    'contact.submit': async ({ body }) => {
      const record = { ...body, ...stamp() };
      await store.update((db) => db.contactMessages.push(record));
      return { body: { id: record.id } };
    },

    'booking.schedule': async ({ body }) => {
      const record = { ...body, ...stamp() };
      await store.update((db) => db.bookings.push(record));
      return { body: { id: record.id } };
    },

    'chat.start': async ({ body }) => {
      const { id, createdAt } = stamp();
      const messages = body.messages.map((m) => ({ ...m, at: createdAt }));
      const session = { id, createdAt, agentType: body.agentType, messages, ...(body.userId ? { userId: body.userId } : {}) };
      await store.update((db) => db.chatSessions.push(session));
      return { body: { id, agentType: session.agentType, createdAt } };
    },

    'chat.message': async ({ params, body }) => {
      const sessionId = params.id ?? '';
      if (!store.read((db) => db.chatSessions.some((s) => s.id === sessionId))) {
        return { status: 404, error: notFound('The chat session') };
      }
      const response = conciergeReply(body.message);
      const at = now().toISOString();
      await store.update((db) => {
        db.chatSessions
          .find((s) => s.id === sessionId)
          ?.messages.push({ role: 'user', content: body.message, at }, { role: 'assistant', content: response, at });
      });
      return { body: { response } };
    },

    // Every well-formed email gets a token and a mail: there is no account store, and the answer
    // must not reveal whether an account exists (decisions.md section 1).
    'auth.forgot-password': async ({ body }) => {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      await store.update((db) => {
        db.resetTokens = db.resetTokens.filter((t) => Date.parse(t.expiresAt) > created.getTime());
        db.resetTokens.push({
          tokenHash: hashToken(token),
          email: body.email,
          createdAt: created.toISOString(),
          expiresAt: new Date(created.getTime() + RESET_TOKEN_TTL_MS).toISOString(),
          usedAt: null,
        });
      });
      const link = `${resetLinkBase()}/reset-password?token=${encodeURIComponent(token)}`;
      log.event('mail', { to: body.email, subject: 'Reset your password', link });
      return { body: { success: true, message: FORGOT_PASSWORD_MESSAGE } };
    },

    // The password is checked by the contract and not stored: there is no account backend (decisions.md section 3).
    'auth.reset-password': async ({ body }) => {
      const tokenHash = hashToken(body.token);
      const at = now();
      const usable = store.read((db) =>
        db.resetTokens.some((t) => t.tokenHash === tokenHash && t.usedAt === null && Date.parse(t.expiresAt) >= at.getTime()),
      );
      if (!usable) return { status: 400, error: invalidResetToken() };
      // No await since the check: a second use of the same token now sees usedAt.
      await store.update((db) => {
        const record = db.resetTokens.find((t) => t.tokenHash === tokenHash);
        if (record) record.usedAt = at.toISOString();
      });
      return { body: { success: true, message: RESET_PASSWORD_MESSAGE } };
    },
  };

  return {
    async answer(endpoint, input) {
      const handler = handlers[endpoint.id] as (input: Input<EndpointId>) => Reply | Promise<Reply>;
      return handler(input as Input<EndpointId>);
    },
  };
}
