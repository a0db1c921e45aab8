// The webhook events the reference server sends for stored records (issue 19): one type per kind of
// record, body `{ type, timestamp, data }` with `data` the stored record as the contract types it.
// Standard Webhooks 1.0 headers (webhook-id, webhook-timestamp, webhook-signature). The OpenAPI
// document can list these under its top-level `webhooks`.
import { z } from 'zod';
import { anyLeadRecord, bookingRecord, contactMessageRecord, leadRecord } from './records.ts';

function event<const T extends string, D extends z.ZodType>(type: T, data: D, summary: string) {
  return {
    summary,
    schema: z.object({
      type: z.literal(type),
      timestamp: z.iso.datetime({ offset: true }).describe('When the record was stored'),
      data,
    }),
  };
}

export const webhookEvents = {
  'lead.captured': event(
    'lead.captured',
    anyLeadRecord,
    'A lead from pricing, the newsletter, the trial form or an AI Concierge conversation (its `source` in the data; `concierge` carries the transcript)',
  ),
  'event.registered': event('event.registered', leadRecord, 'A registration for an event (a lead with source event-registration)'),
  'contact.submitted': event('contact.submitted', contactMessageRecord, 'A message from the contact form'),
  'booking.scheduled': event('booking.scheduled', bookingRecord, 'A booked call'),
} as const;

export type WebhookEventType = keyof typeof webhookEvents;
