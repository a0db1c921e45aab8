// TEMPORARY: business rules the server shares with the mocks that currently live in mocks/ (which
// the server may not import). They belong in src/domain; once they are there, import them from
// there and delete this file. Wording and rules are identical to mocks/handlers/{auth,leads}.ts and mocks/db.ts.
import type { ParsedRequestOf } from '../src/contract/index.ts';

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we sent a link to reset your password. It is valid for 1 hour.';
export const RESET_PASSWORD_MESSAGE = 'Your password has been reset successfully.';

/** Reset links are valid for 1 hour (decisions.md section 1). */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

type LeadInput = Pick<ParsedRequestOf<'leads.capture'>, 'email' | 'source' | 'metadata'>;

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A repeated newsletter subscription, or a repeated registration for the same event, is the same lead. */
export function isSameLead(stored: LeadInput, incoming: LeadInput): boolean {
  if (stored.source !== incoming.source || !sameEmail(stored.email, incoming.email)) return false;
  if (incoming.source === 'newsletter') return true;
  if (incoming.source === 'event-registration') return stored.metadata.eventId === incoming.metadata.eventId;
  return false;
}
