// The concierge's booking hand-off (issue 63, ADR 0078): when a reply offers a booking, what the
// visitor said of themselves in the conversation (name, email, company) is kept in this tab's
// sessionStorage with the concierge session and the offered type; /book-call?type= fills its form from
// it when the type matches. Only the type travels in the URL: an address there would reach server
// logs, analytics and the Referer of every link on the page.
import { contactFromText } from '../../domain/concierge/handoff-text.ts';

const STORAGE_KEY = 'orbital-agents.concierge.booking-handoff';
const MAX_CHARS = 200;

/** The booking form's fields the hand-off fills. */
export interface BookingPrefill {
  firstName?: string;
  lastName?: string;
  email?: string;
  company?: string;
}

interface Kept {
  sessionId: string;
  sessionType: string;
  prefill: BookingPrefill;
}

const fields = ['firstName', 'lastName', 'email', 'company'] as const;

/** Keeps the hand-off of the offer `sessionType` made in `sessionId`, from the visitor's messages. */
export function keepBookingHandoff(sessionId: string, sessionType: string, visitorText: readonly string[]): void {
  const contact = contactFromText(visitorText);
  const [firstName, ...rest] = (contact.name ?? '').split(/\s+/).filter(Boolean);
  const found: BookingPrefill = { firstName, lastName: rest.join(' ') || undefined, email: contact.email, company: contact.company };
  const prefill = Object.fromEntries(fields.flatMap((field) => (found[field] ? [[field, found[field]!.slice(0, MAX_CHARS)]] : [])));
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ sessionId, sessionType, prefill } satisfies Kept));
  } catch {
    // Storage refused (private mode, quota): the form opens empty, as without the concierge.
  }
}

/** What the concierge's latest offer carried, if it was of `sessionType`; only well-formed text fields. */
export function bookingHandoffFor(sessionType: string): BookingPrefill | undefined {
  let kept: Partial<Kept> | null;
  try {
    kept = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<Kept> | null;
  } catch {
    return undefined;
  }
  if (!kept || kept.sessionType !== sessionType || typeof kept.prefill !== 'object' || kept.prefill === null) return undefined;
  const prefill = kept.prefill as Record<string, unknown>;
  return Object.fromEntries(fields.flatMap((field) => (typeof prefill[field] === 'string' && prefill[field] ? [[field, (prefill[field] as string).slice(0, MAX_CHARS)]] : [])));
}

/** Forgets the hand-off (the booking was scheduled). */
export function clearBookingHandoff(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
