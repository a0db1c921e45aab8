// Lead idempotency shared by the mocks and the reference server (product-rules.md D1).
interface LeadInput {
  email: string;
  source: string;
  metadata: object;
}

const eventIdOf = (lead: LeadInput) => (lead.metadata as { eventId?: string }).eventId;
const sessionIdOf = (lead: LeadInput) => (lead.metadata as { sessionId?: string }).sessionId;

/**
 * The key that makes two leads the same: a newsletter subscription per address, an event
 * registration per address and event, a concierge lead per conversation (issue 50); other leads
 * (pricing, trial) are never merged (undefined).
 */
export function leadIdentity(lead: LeadInput): string | undefined {
  const email = lead.email.trim().toLowerCase();
  if (lead.source === 'newsletter') return JSON.stringify([lead.source, email]);
  if (lead.source === 'event-registration') return JSON.stringify([lead.source, eventIdOf(lead) ?? null, email]);
  if (lead.source === 'concierge') return JSON.stringify([lead.source, sessionIdOf(lead) ?? null]);
  return undefined;
}

/** A repeated newsletter subscription, or a repeated registration for the same event, is the same lead. */
export function isSameLead(stored: LeadInput, incoming: LeadInput): boolean {
  const identity = leadIdentity(incoming);
  return identity !== undefined && identity === leadIdentity(stored);
}

/** The sales team's mail of a record (a lead, a message, a booking): subject its kind and the visitor's email, body its fields, one a line. */
export function salesNotice(type: string, record: Record<string, unknown>): { subject: string; text: string } {
  const lines = (value: unknown, indent = ''): string[] =>
    Object.entries(value as Record<string, unknown>).flatMap(([key, field]) =>
      field !== null && typeof field === 'object' ? [`${indent}${key}:`, ...lines(field, `${indent}  `)] : [`${indent}${key}: ${String(field)}`],
    );
  return { subject: `${type}: ${String(record.email ?? '')}`, text: `${lines(record).join('\n')}\n` };
}
