// Lead idempotency shared by the mocks and the reference server (decisions.md section 1).
interface LeadInput {
  email: string;
  source: string;
  metadata: object;
}

const eventIdOf = (lead: LeadInput) => (lead.metadata as { eventId?: string }).eventId;

export const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A repeated newsletter subscription, or a repeated registration for the same event, is the same lead. */
export function isSameLead(stored: LeadInput, incoming: LeadInput): boolean {
  if (stored.source !== incoming.source || !sameEmail(stored.email, incoming.email)) return false;
  if (incoming.source === 'newsletter') return true;
  if (incoming.source === 'event-registration') return eventIdOf(stored) === eventIdOf(incoming);
  return false;
}
