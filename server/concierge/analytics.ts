// What marketing learns from the concierge (issue 63 point 5, ADR 0078): one row per visitor message,
// kept beside the reply it got. The message is kept without the visitor's contact details (emails and
// phone numbers become [email] and [phone]); a normalised form groups the same question asked in other
// words of case, spacing and punctuation; whether the reply had a source tells the content's gaps.
// The rating (chat.feedback) and whether the conversation became a lead are set on the row later.
import { EMAIL_IN_TEXT } from '../../src/domain/concierge/lead-rule.ts';
import type { ConciergeQuestion, WriteTx } from '../store/store.ts';

/** A phone number: 7 to 15 digits, with the separators people type (+, spaces, dots, dashes, brackets). */
const PHONE_IN_TEXT = /(?<![\w+(])(?:\+|\()?\d(?:[\s().-]{0,3}\d){6,14}(?!\w)/g;

/** The message without emails or phone numbers. */
export function withoutContactDetails(text: string): string {
  return text.replace(EMAIL_IN_TEXT, '[email]').replace(PHONE_IN_TEXT, '[phone]');
}

/** What questions are grouped by: lower case, without punctuation, single spaces. */
export function normalisedQuestion(text: string): string {
  return text
    .toLowerCase()
    .replace(/\[(email|phone)\]/g, '$1')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a reply cites a page: its "Sources:" line (a link in a redirection, to /book-call, is not a source). */
export const hasSources = (reply: string) => /\n\nSources: \[/.test(reply);

/** The question's row, in the write that stores the exchange; `lead`: this exchange made the conversation a lead. */
export function recordExchange(tx: WriteTx, exchange: Omit<ConciergeQuestion, 'question' | 'normalised' | 'hadSource'> & { message: string; reply: string; lead: boolean }): void {
  const question = withoutContactDetails(exchange.message).slice(0, 1000);
  tx.recordQuestion({
    messageId: exchange.messageId,
    sessionId: exchange.sessionId,
    askedAt: exchange.askedAt,
    question,
    normalised: normalisedQuestion(question).slice(0, 500),
    hadSource: hasSources(exchange.reply),
  });
  if (exchange.lead) tx.markConversationLead(exchange.sessionId);
}
