// What the store holds: one kind per captured record. Lead, contact and booking records are the
// contract's validated requests plus id and createdAt (src/contract/records.ts); chat sessions,
// chat turns and reset tokens are the server's own. Every record is checked against these shapes
// when the server starts. Nothing here is ever served back.
import { z } from 'zod';
import { CHAT_MESSAGE_MAX_CHARS } from '../../src/contract/index.ts';
import { anyLeadRecord, bookingRecord, contactMessageRecord, storedFields } from '../../src/contract/records.ts';
import type { BookingRecord, ConciergeLeadRecord, ContactMessageRecord, LeadRecord } from '../../src/contract/records.ts';
import { leadIdentity } from '../../src/domain/leads.ts';
import type { Row } from './store.ts';
import { StoreRefusedError } from './store.ts';

export type Lead = LeadRecord | ConciergeLeadRecord;
export type ContactMessage = ContactMessageRecord;
export type Booking = BookingRecord;

const time = z.iso.datetime({ offset: true });

const chatSessionRecord = z.strictObject({ ...storedFields, agentType: z.string().max(50), userId: z.string().max(200).optional() });
const chatTurnRecord = z.strictObject({
  id: storedFields.id,
  sessionId: storedFields.id,
  role: z.enum(['user', 'assistant']),
  /** Given to chat.start by the client (issue 59): the visitor's to say, an 'assistant' one included, never the firm's words. */
  supplied: z.literal(true).optional(),
  // The assistant's replies are longer than what a visitor may send; still bounded.
  content: z.string().max(4 * CHAT_MESSAGE_MAX_CHARS),
  at: time,
});
/** Only a hash of the token is stored: the store alone cannot be used to reset a password. */
const resetTokenRecord = z.strictObject({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  email: z.string().max(254),
  createdAt: time,
  expiresAt: time,
  usedAt: time.nullable(),
  /** Set when a newer link for the same address was sent. */
  revokedAt: time.nullable().optional(),
});

export type ChatSession = z.output<typeof chatSessionRecord>;
export type ChatTurn = z.output<typeof chatTurnRecord>;
export type ResetToken = z.output<typeof resetTokenRecord>;

export const recordShapes = {
  leads: anyLeadRecord,
  contactMessages: contactMessageRecord,
  bookings: bookingRecord,
  chatSessions: chatSessionRecord,
  chatTurns: chatTurnRecord,
  resetTokens: resetTokenRecord,
} as const;
export type Kind = keyof typeof recordShapes;

/** The first problem of a stored record ('email: Enter a valid email address'), or undefined. */
export function recordProblem(kind: string, data: unknown): string | undefined {
  const shape = recordShapes[kind as Kind] as z.ZodType | undefined;
  if (!shape) return `unknown kind '${kind}'`;
  const result = shape.safeParse(data);
  if (result.success) return undefined;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid';
}

/**
 * The mailbox an address reaches, by which reset tokens are throttled and revoked: lower-cased and
 * without a `+tag` in its local part. Most mail providers deliver `x+anything@` to `x@`
 * (sub-addressing, RFC 5233), so each tag would otherwise get its own 3 mails an hour into one inbox.
 * Only the key is normalised: the mail goes to the address as typed.
 */
export function recipientKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const plus = address.indexOf('+');
  return plus > 0 && plus < at ? `${address.slice(0, plus)}${address.slice(at)}` : address;
}

/** The store row of each kind of record: which field is its id and which its lookup key. */
export const rowOf = {
  lead: (lead: Lead): Row => ({ kind: 'leads', id: lead.id, createdAt: lead.createdAt, lookup: leadIdentity(lead) ?? null, data: lead }),
  contactMessage: (m: ContactMessage): Row => ({ kind: 'contactMessages', id: m.id, createdAt: m.createdAt, data: m }),
  booking: (b: Booking): Row => ({ kind: 'bookings', id: b.id, createdAt: b.createdAt, data: b }),
  chatSession: (s: ChatSession): Row => ({ kind: 'chatSessions', id: s.id, createdAt: s.createdAt, byId: true, data: s }),
  chatTurn: (t: ChatTurn): Row => ({ kind: 'chatTurns', id: t.id, createdAt: t.at, lookup: t.sessionId, data: t }),
  resetToken: (t: ResetToken): Row => ({ kind: 'resetTokens', id: t.tokenHash, createdAt: t.createdAt, lookup: recipientKey(t.email), byId: true, data: t }),
};

/** The former JSON data file (issue 4's store): one array per kind, chat turns inside their session. */
const legacyFile = z.object({
  leads: z.array(z.unknown()).default([]),
  contactMessages: z.array(z.unknown()).default([]),
  bookings: z.array(z.unknown()).default([]),
  chatSessions: z
    .array(z.looseObject({ id: z.string(), messages: z.array(z.looseObject({})).default([]) }))
    .default([]),
  resetTokens: z.array(z.unknown()).default([]),
});

/** The rows of a former JSON data file, in its order; a wrong shape throws with the first bad place. */
export function rowsFromJsonFile(text: string, file: string): Row[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new StoreRefusedError(`Data file ${file} is not valid JSON; refusing to start (it is left untouched).`);
  }
  const parsed = legacyFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new StoreRefusedError(`Data file ${file} does not have the expected shape at ${issue?.path.join('.') || 'its top level'} (${issue?.message}); refusing to start (it is left untouched).`);
  }
  const db = parsed.data;
  const rows: Row[] = [];
  for (const lead of db.leads) rows.push(rowOf.lead(lead as Lead));
  for (const m of db.contactMessages) rows.push(rowOf.contactMessage(m as ContactMessage));
  for (const b of db.bookings) rows.push(rowOf.booking(b as Booking));
  for (const { messages, ...session } of db.chatSessions) {
    rows.push(rowOf.chatSession(session as ChatSession));
    messages.forEach((turn, i) => rows.push(rowOf.chatTurn({ ...(turn as Omit<ChatTurn, 'id' | 'sessionId'>), id: `${session.id}-${i}`, sessionId: session.id })));
  }
  for (const t of db.resetTokens) rows.push(rowOf.resetToken(t as ResetToken));
  return rows;
}
