// A mail catcher for mock mode: the password-reset mail is not sent anywhere; its link is logged to
// the console and listed in the mock panel so a presenter can open it offline.

export interface CaughtMail {
  id: number;
  to: string;
  subject: string;
  /** The reset link, absolute when an origin is known. */
  link: string;
  token: string;
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

/** Caught mails, newest first. */
export function caughtMails(): readonly CaughtMail[] {
  return mails;
}

/** The newest reset token mailed to an address (case-insensitive), if any. */
export function latestResetToken(email: string): string | undefined {
  const wanted = email.trim().toLowerCase();
  return mails.find((mail) => mail.to.toLowerCase() === wanted)?.token;
}

/** Puts back mails kept from an earlier page load (mocks/db.ts keepDbInSession). */
export function restoreMailbox(kept: readonly CaughtMail[]): void {
  mails = kept.slice(0, 20);
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
