// Lead idempotency shared by the mocks and the reference server (decisions.md section 1).
import type { ParsedRequestOf } from '../contract/index.ts';

type LeadInput = Pick<ParsedRequestOf<'leads.capture'>, 'email' | 'source' | 'metadata'>;

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A repeated newsletter subscription, or a repeated registration for the same event, is the same lead. */
export function isSameLead(stored: LeadInput, incoming: LeadInput): boolean {
  if (stored.source !== incoming.source || !sameEmail(stored.email, incoming.email)) return false;
  if (incoming.source === 'newsletter') return true;
  if (incoming.source === 'event-registration') return stored.metadata.eventId === incoming.metadata.eventId;
  return false;
}
