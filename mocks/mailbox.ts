// A mail catcher for mock mode: the password-reset mail and the sales team's lead mail are not sent
// anywhere; a reset link is logged to the console, and both are listed in the mock panel so a
// presenter can open the link, or show what sales got, offline.

export interface CaughtMail {
  /** A password-reset mail to a visitor, or the sales team's mail of a lead. */
  kind: 'reset' | 'sales';
  id: number;
  to: string;
  subject: string;
  /** A reset mail's link, absolute when an origin is known. */
  link?: string;
  /** A reset mail's token. */
  token?: string;
  /** A sales mail's body: the lead's fields, one a line, as the server's outbox sends it (src/domain/leads.ts salesNotice). */
  text?: string;
  sentAt: string;
}

let mails: CaughtMail[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** The origin reset links point at: the page's origin in a browser, a placeholder elsewhere. */
function linkOrigin(): string {
  return typeof location !== 'undefined' && location.origin.startsWith('http') ? location.origin : 'http://localhost:5173';
}

export function resetLinkFor(token: string): string {
  return `${linkOrigin()}/reset-password?token=${encodeURIComponent(token)}`;
}

/** Records a reset mail and logs its link (console.info), as a mail catcher would show it. */
export function deliverResetLink(to: string, token: string, sentAt: Date): CaughtMail {
  const mail: CaughtMail = {
    kind: 'reset',
    id: nextId++,
    to,
    subject: 'Reset your Orbital Agents password',
    link: resetLinkFor(token),
    token,
    sentAt: sentAt.toISOString(),
  };
  mails = [mail, ...mails].slice(0, 20);
  if (typeof window !== 'undefined') console.info(`[mock mail] Password reset for ${to}: ${mail.link}`);
  notify();
  return mail;
}

/** Records the sales team's mail of a lead, as the server's outbox would send it. */
export function deliverSalesMail(to: string, notice: { subject: string; text: string }, sentAt: Date): void {
  mails = [{ kind: 'sales' as const, id: nextId++, to, ...notice, sentAt: sentAt.toISOString() }, ...mails].slice(0, 20);
  notify();
}

/** Caught mails, newest first. */
export function caughtMails(): readonly CaughtMail[] {
  return mails;
}

/** The newest reset token mailed to an address (case-insensitive), if any. */
export function latestResetToken(email: string): string | undefined {
  const wanted = email.trim().toLowerCase();
  return mails.find((mail) => mail.kind === 'reset' && mail.to.toLowerCase() === wanted)?.token;
}

/** Puts back mails kept from an earlier page load (mocks/db.ts keepDbInSession). */
export function restoreMailbox(kept: readonly CaughtMail[]): void {
  // A mail kept before mails had kinds is a reset mail.
  mails = kept.slice(0, 20).map((mail) => ({ ...mail, kind: mail.kind ?? 'reset' }));
  nextId = Math.max(0, ...mails.map((mail) => mail.id)) + 1;
  notify();
}

export function clearMailbox(): void {
  mails = [];
  notify();
}

export function subscribeMailbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
