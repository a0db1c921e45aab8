// The shapes of the records a store keeps for the capture calls: the call's validated request plus
// what the store adds (id, createdAt). Shared by the mocks' database and the reference server, which
// checks every stored record against them at start.
import { z } from 'zod';
import { bookingSchedule } from './calls/booking.schedule.ts';
import { contactSubmit } from './calls/contact.submit.ts';
import { leadsCapture } from './calls/leads.capture.ts';
import { isoDate, optionalChoice } from './fields.ts';

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

export type LeadRecord = z.output<typeof leadRecord>;
export type ContactMessageRecord = z.output<typeof contactMessageRecord>;
export type BookingRecord = z.output<typeof bookingRecord>;
