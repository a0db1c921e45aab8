// A conversation that becomes a lead (issue 50): the visitor gave an email address and asked to be
// contacted. The model says so with a request_contact tool call; without a model, a message with an
// address and a plain request ("email me", "contact me", "call me") does. The address must pass the
// contract's own email rule; the lead carries the transcript and is stored once per conversation.
// One rule for the reference server and the mock (issue 63): pure, browser-safe, ids made by the caller.
import { CHAT_TRANSCRIPT_MAX_CHARS, MAX_RECORD_BYTES } from '../../contract/limits.ts';
import { conciergeLeadRecord, type ConciergeLeadRecord } from '../../contract/records.ts';

export interface Turn {
  role: 'user' | 'assistant';
  content: string;
  /** Supplied by the client to chat.start rather than said in this conversation. */
  supplied?: boolean;
}

const utf8 = new TextEncoder();

/**
 * The latest turns, oldest first (each as role and content only), within the bounds: at most
 * `maxTurns`, `maxChars` characters of content, `maxBytes` bytes of the turns as JSON.
 */
export function latestTurns(turns: readonly Turn[], bounds: { maxTurns?: number; maxChars: number; maxBytes?: number }): Turn[] {
  const out: Turn[] = [];
  let chars = 0;
  let bytes = 0;
  for (const turn of [...turns].reverse().slice(0, bounds.maxTurns)) {
    chars += turn.content.length;
    bytes += utf8.encode(JSON.stringify(turn)).length;
    if (chars > bounds.maxChars || bytes > (bounds.maxBytes ?? Infinity)) break;
    out.unshift({ role: turn.role, content: turn.content });
  }
  return out;
}

export interface ContactRequest {
  email: string;
  name?: string;
  company?: string;
  phone?: string;
  note?: string;
}

/** An email address within text (the visitor's message, the model's answer): bounded, so a long line cannot make it slow. Global: use it with match and replace only. */
export const EMAIL_IN_TEXT = /[\w.+-]{1,64}@[\w-]{1,63}(?:\.[\w-]{1,63}){1,8}/g;
const ASKS_FOR_CONTACT = /\b(?:e-?mail|contact|call|reach|ring|get back to|get in touch with|send)\b[^.?!\n]{0,40}\b(?:me|us)\b|\b(?:quote|proposal)\b/i;

// The stored record's own field rules: what passes here is what the lead record takes.
const { email: validEmail, firstName: name, company, phone } = conciergeLeadRecord.shape;
const note = conciergeLeadRecord.shape.metadata.shape.request;

/** The request the model's tool call makes, if its arguments hold a valid address; else undefined. */
export function requestFromToolCall(argumentsJson: string): ContactRequest | { invalidEmail: string } | undefined {
  let args: Record<string, unknown>;
  try {
    args = JSON.parse(argumentsJson) as Record<string, unknown>;
  } catch {
    return undefined;
  }
  if (typeof args !== 'object' || args === null || typeof args.email !== 'string') return undefined;
  const address = validEmail.safeParse(args.email);
  if (!address.success) return { invalidEmail: args.email.slice(0, 100) };
  const optional = <T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }, value: unknown) => {
    const parsed = schema.safeParse(value);
    return parsed.success && parsed.data ? parsed.data : undefined;
  };
  return {
    email: address.data,
    name: optional(name, args.name),
    company: optional(company, args.company),
    phone: optional(phone, args.phone),
    note: optional(note, args.note),
  };
}

/** Without a model: an address and a request to be contacted in one message. */
export function requestFromMessage(message: string): ContactRequest | undefined {
  const address = message.match(EMAIL_IN_TEXT)?.[0];
  if (!address || !ASKS_FOR_CONTACT.test(message)) return undefined;
  const parsed = validEmail.safeParse(address);
  return parsed.success ? { email: parsed.data, note: message.slice(0, 500) } : undefined;
}

/** The transcript's share of a lead record, which as a whole must stay under MAX_RECORD_BYTES. */
const TRANSCRIPT_MAX_BYTES = MAX_RECORD_BYTES - 4 * 1024;

/** The lead record of a conversation; `id` is the caller's (the server's randomUUID, the mock's id maker). */
export function conciergeLead(request: ContactRequest, sessionId: string, turns: readonly Turn[], createdAt: string, id: string): ConciergeLeadRecord {
  return {
    id,
    createdAt,
    email: request.email,
    ...(request.name ? { firstName: request.name } : {}),
    ...(request.company ? { company: request.company } : {}),
    ...(request.phone ? { phone: request.phone } : {}),
    source: 'concierge',
    metadata: { sessionId, ...(request.note ? { request: request.note } : {}), transcript: latestTurns(turns, { maxChars: CHAT_TRANSCRIPT_MAX_CHARS, maxBytes: TRANSCRIPT_MAX_BYTES }) },
  };
}

/** Visitor-given text shown back without anything Markdown or HTML would act on. */
const plain = (text: string) => text.replace(/[<>[\]()`*_#|\\!]/g, '');
/** A name shown back: letters, digits and the punctuation of names only (no URL, no markup). */
const nameOnly = (text: string) => text.replace(/[^\p{L}\p{M}\p{N} .,'&-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 60);

export function leadConfirmation(request: ContactRequest): string {
  const name = request.name ? nameOnly(request.name) : '';
  return `Thank you${name ? `, ${name}` : ''}. I have passed your request and this conversation to our sales team: they will contact you at ${plain(request.email)}.`;
}

export const ALREADY_PASSED = 'Our sales team already has your request from this conversation and will contact you.';

export function invalidAddressReply(address: string): string {
  return `The address "${plain(address)}" does not look complete. Could you check it, so our sales team can reach you?`;
}
