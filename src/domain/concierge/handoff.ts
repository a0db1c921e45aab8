// From chat to meeting (issue 63 point 4), the same on the reference server (with or without a model)
// and in the mock: a visitor who asks to talk or to book is offered the booking of the session type
// the conversation points to, and a "have someone contact me" path; that path asks for an address
// until one passes the contract's email rule, then becomes a concierge lead marked for a person to
// follow up. Pure functions of the conversation's text; nothing here stores or sends.
import { email } from '../../contract/fields.ts';
import { sessionTypes, type SessionType } from '../../contract/options.ts';
import type { ConciergeLeadRecord } from '../../contract/records.ts';
import { conciergeLead, type Turn } from './lead-rule.ts';
import { addressLike, bookingControlLabel, contactFromText, FOLLOW_UP_CONTROL_LABEL, FOLLOW_UP_REQUEST, type VisitorContact } from './handoff-text.ts';

export type SessionTypeId = SessionType['id'];

/** What a reply offers besides its text: the booking of one session type. */
export interface BookingOffer {
  kind: 'booking';
  sessionType: SessionTypeId;
}

// Asking to talk or to book, not asking about booking ("What kinds of calls can I book?").
const WANTS_MEETING = new RegExp(
  [
    String.raw`\b(?:can|could|may|shall)\s+(?:we|i)\s+(?:talk|speak|meet|chat|have a (?:call|chat|meeting))\b`,
    String.raw`\b(?:talk|speak)\s+(?:to|with)\s+(?:someone|somebody|a (?:person|human|real person|salesperson|specialist|consultant)|an expert|sales|your (?:team|sales|experts?))\b`,
    String.raw`\b(?:book|schedule|set up|arrange|organi[sz]e)\s+(?:(?:a|an|the|my|our)\s+)?(?:call|meeting|demo|audit|session|appointment|discovery call)\b`,
    String.raw`\b(?:i|we)(?:'d| would) like (?:a|an|to (?:meet|talk|book))\b(?:\s+(?:call|meeting|demo|audit))?`,
  ].join('|'),
  'i',
);
const WANTS_FOLLOW_UP = /\b(?:have|get|ask)\s+(?:someone|somebody|a person|a human|sales|your team|a salesperson)\s+(?:to\s+)?(?:contact|call|email|reach(?: out to)?|get back to|follow up with)\s+(?:me|us)\b/i;

/** Whether a message asks to meet or to book (the booking offer answers it). */
export function asksForMeeting(message: string): boolean {
  return WANTS_MEETING.test(message) && !asksForFollowUp(message);
}

/** Whether a message asks for a person to get in touch (the follow-up path answers it). */
export function asksForFollowUp(message: string): boolean {
  return message.trim() === FOLLOW_UP_REQUEST || WANTS_FOLLOW_UP.test(message);
}

const AUDIT_TOPICS = /\b(?:secur\w*|complian\w*|soc ?2|gdpr|hipaa|iso ?27001|audit\w*|privacy|risk\w*|regulat\w*|governance)\b/i;
const DEMO_TOPICS = /\b(?:demo\w*|integrat\w*|product|platform|features?|api|sdk|crm|salesforce|hubspot|slack|zapier|webhooks?|see (?:it|the agents?) (?:in action|work|live))\b/i;

/** The session the conversation points to: the audit for security and compliance, the demo for the product and its integrations, else the discovery call. */
export function inferSessionType(visitorText: readonly string[]): SessionTypeId {
  // The latest message that names a topic decides ("a demo... actually, our auditors ask about SOC 2").
  for (const text of [...visitorText].reverse()) {
    if (AUDIT_TOPICS.test(text)) return 'audit';
    if (DEMO_TOPICS.test(text)) return 'demo';
  }
  return 'discovery';
}

const sessionOf = (id: SessionTypeId) => sessionTypes.find((type) => type.id === id)!;

/** The reply that offers the booking; the controls under it do the rest. */
export function bookingOfferReply(id: SessionTypeId): string {
  const type = sessionOf(id);
  return (
    `Happy to set that up. From what you asked, the **${type.label}** (${type.duration}) fits best. ${type.description}.\n\n` +
    `Choose **${bookingControlLabel(id)}** to pick a time (the form takes what you told me here), ` +
    `or **${FOLLOW_UP_CONTROL_LABEL}** and a person from our team will get in touch.`
  );
}

/** The follow-up path's question for the address (also how a later message knows it answers it). */
export const FOLLOW_UP_ASK = 'Of course. Which email address should our team use? Add your name and company if you like.';

/** The spec's sentence for what happens next (product-rules.md S8, 'Request Submitted!'). */
export const FOLLOW_UP_NEXT = "We'll contact you within 24 hours to schedule your session.";

/** Visitor-given text shown back without anything Markdown or HTML would act on: letters, digits and the punctuation of names and addresses. */
const shown = (text: string) => text.replace(/[^\p{L}\p{M}\p{N} .,'&@+_-]/gu, '').replace(/\s+/g, ' ').trim().slice(0, 100);

export function followUpConfirmation(contact: VisitorContact & { email: string }): string {
  const name = contact.name ? `, ${shown(contact.name)}` : '';
  return `Thank you${name}. I have passed this conversation to our team, and a person will follow up at ${shown(contact.email)}. ${FOLLOW_UP_NEXT}`;
}

const INVALID_ADDRESS_END = 'Could you check it, so our team can reach you?';
const followUpInvalidAddress = (address: string) => `The address "${shown(address)}" does not look complete. ${INVALID_ADDRESS_END}`;

/** The follow-up path once the conversation already became a lead. */
export const FOLLOW_UP_TAKEN = 'Our team already has your request from this conversation, and a person will follow up with you.';

const validEmail = email();

/** The first address-like word of a message: valid (by the contract's email rule) or not. */
function addressIn(message: string): { email: string } | { invalid: string } | undefined {
  const candidate = addressLike(message);
  if (!candidate) return undefined;
  const parsed = validEmail.safeParse(candidate);
  return parsed.success ? { email: parsed.data } : { invalid: candidate };
}
const checkedEmail = (candidate: string) => (validEmail.safeParse(candidate).success ? candidate : undefined);

export type HandoffTurn = { role: 'user' | 'assistant'; content: string };

/** What the hand-off rules answer to a message, if they do. */
export type Handoff =
  | { kind: 'offer'; response: string; offer: BookingOffer }
  | { kind: 'reply'; response: string }
  | { kind: 'lead'; response: string; contact: VisitorContact & { email: string } };

/**
 * The hand-off rules' answer to `message` after `history`, or undefined when they leave it to the
 * concierge (a model or the rule set). `leadTaken`: this conversation already became a lead.
 */
export function conciergeHandoff(history: readonly HandoffTurn[], message: string, leadTaken: boolean): Handoff | undefined {
  const said = [...history.filter((t) => t.role === 'user').map((t) => t.content), message];
  const lastReply = history.findLast((t) => t.role === 'assistant')?.content ?? '';
  const answeringAsk = lastReply === FOLLOW_UP_ASK || lastReply.endsWith(INVALID_ADDRESS_END);
  if (leadTaken && asksForFollowUp(message)) return { kind: 'reply', response: FOLLOW_UP_TAKEN };
  if (!leadTaken && (answeringAsk || asksForFollowUp(message))) {
    const address = addressIn(message);
    if (address && 'invalid' in address) return { kind: 'reply', response: followUpInvalidAddress(address.invalid) };
    const contact = contactFromText(said, checkedEmail);
    if (address) return { kind: 'lead', response: followUpConfirmation({ ...contact, email: address.email }), contact: { ...contact, email: address.email } };
    // A question instead of an address: the visitor moved on, the concierge answers it.
    if (answeringAsk && !asksForFollowUp(message) && /\?\s*$/.test(message)) return undefined;
    return { kind: 'reply', response: FOLLOW_UP_ASK };
  }
  if (asksForMeeting(message)) {
    const sessionType = inferSessionType(said);
    return { kind: 'offer', response: bookingOfferReply(sessionType), offer: { kind: 'booking', sessionType } };
  }
  return undefined;
}

/** The follow-up path's lead: the concierge lead record (transcript included), marked for a person to follow up. */
export function followUpLead(contact: VisitorContact & { email: string }, sessionId: string, turns: readonly Turn[], createdAt: string, id: string): ConciergeLeadRecord {
  const lead = conciergeLead({ email: contact.email, name: contact.name, company: contact.company, note: FOLLOW_UP_REQUEST }, sessionId, turns, createdAt, id);
  return { ...lead, metadata: { ...lead.metadata, followUp: true } };
}
