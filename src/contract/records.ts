// The shapes of the records a store keeps for the capture calls: the call's validated request plus
// what the store adds (id, createdAt). Shared by the mocks' database and the reference server, which
// checks every stored record against them at start.
import { z } from 'zod';
import { bookingSchedule } from './calls/booking.schedule.ts';
import { contactSubmit } from './calls/contact.submit.ts';
import { leadsCapture } from './calls/leads.capture.ts';
import { email, isoDate, oneOf, optionalChoice, optionalText } from './fields.ts';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_TRANSCRIPT_MAX_CHARS } from './limits.ts';

export const storedFields = {
  id: z.string().min(1).max(100),
  createdAt: z.iso.datetime({ offset: true }),
};

export const leadRecord = z.intersection(leadsCapture.request, z.object(storedFields));
export const contactMessageRecord = contactSubmit.request.extend(storedFields);
/** A booking stays valid once its preferred date has passed. */
export const bookingRecord = bookingSchedule.request.extend({
  ...storedFields,
  preferredDate: optionalChoice(isoDate('Preferred date')),
});

/**
 * A lead the AI Concierge stored (issue 50): the visitor gave an address and asked to be contacted.
 * No call takes it from a client: the server writes it, once per conversation, with the transcript.
 */
export const conciergeLeadRecord = z.strictObject({
  ...storedFields,
  email: email(),
  firstName: optionalText('First name', 200),
  company: optionalText('Company', 200),
  phone: optionalText('Phone', 50),
  source: z.literal('concierge'),
  metadata: z.strictObject({
    sessionId: storedFields.id,
    /** What the visitor asked for, in the model's words or theirs. */
    request: optionalText('Request', 500, { multiline: true }),
    /** The visitor asked for a person to get in touch ("have someone contact me", issue 63): sales follows up. */
    followUp: z.literal(true).optional(),
    /** The conversation up to the request, the latest turns within CHAT_TRANSCRIPT_MAX_CHARS characters. */
    transcript: z
      .array(z.strictObject({ role: oneOf('Role', ['user', 'assistant']), content: z.string().max(CHAT_MESSAGE_MAX_CHARS) }))
      .max(200)
      .refine((turns) => turns.reduce((sum, turn) => sum + turn.content.length, 0) <= CHAT_TRANSCRIPT_MAX_CHARS, { error: 'Transcript too long' }),
  }),
});

/** Any stored lead: from a form (leads.capture) or from a concierge conversation; `source` tells which, so a wrong field is named. */
const [pricingLead, newsletterLead, eventLead, trialLead] = leadsCapture.request.options;
export const anyLeadRecord = z.discriminatedUnion('source', [
  pricingLead.extend(storedFields),
  newsletterLead.extend(storedFields),
  eventLead.extend(storedFields),
  trialLead.extend(storedFields),
  conciergeLeadRecord,
]);

export type LeadRecord = z.output<typeof leadRecord>;
export type ConciergeLeadRecord = z.output<typeof conciergeLeadRecord>;
export type ContactMessageRecord = z.output<typeof contactMessageRecord>;
export type BookingRecord = z.output<typeof bookingRecord>;
