// Mail over SMTP with nodemailer (issue 19): the reset mail to the visitor and, with SALES_EMAIL, a
// plain notification to sales for every stored record. Both travel through the outbox (outbox.ts),
// so they are retried like webhooks. Without SMTP_URL, reset mails are log lines (the development
// default) and no sales mail is queued.
import { randomUUID } from 'node:crypto';
import nodemailer from 'nodemailer';
import { RESET_TOKEN_TTL_MINUTES } from '../../src/contract/index.ts';
import { salesNotice } from '../../src/domain/leads.ts';
import type { Deliver } from './outbox.ts';
import type { OutboxMessage } from '../store/store.ts';

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** Where sales notifications go; undefined sends none. */
  salesEmail: string | undefined;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export function mailDelivery(config: MailConfig, timeoutMs: number): Deliver {
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return async (message) => {
    const mail = message.payload as Mail;
    await transport.sendMail({ from: config.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  };
}

export function mailMessage(kind: string, mail: Mail): OutboxMessage {
  return { id: `mail_${randomUUID()}`, channel: 'mail', kind, email: mail.to, payload: mail, createdAt: new Date().toISOString() };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function resetMail(to: string, link: string): Mail {
  const expiry = `The link works once, for ${RESET_TOKEN_TTL_MINUTES} minutes.`;
  return {
    to,
    subject: 'Reset your Orbital Agents password',
    text: `Someone asked to reset the password for this address.\n\nSet a new password: ${link}\n\n${expiry} If you did not ask for it, ignore this mail.\n`,
    html: `<p>Someone asked to reset the password for this address.</p><p><a href="${escapeHtml(link)}">Set a new password</a></p><p>${expiry} If you did not ask for it, ignore this mail.</p>`,
  };
}

/** A plain, readable notification: subject the kind and the visitor's email, body the fields (the mock's mailbox shows the same). */
export function salesMail(to: string, type: string, record: Record<string, unknown>): Mail {
  return { to, ...salesNotice(type, record) };
}
