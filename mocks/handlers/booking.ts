// booking.schedule: stores the booking, answers its id. The contract already rejects unknown
// session types and timezones, dates before today and times outside the 17 slots.
import { db } from '../db.ts';
import { now } from '../clock.ts';
import { newId } from '../ids.ts';
import { defineCall } from './define.ts';
import { noteStoredLead } from '../lastLead.ts';

export const bookingSchedule = defineCall('booking.schedule', async ({ body, ok }) => {
  const booking = await db.bookings.create({ ...body, id: newId('booking'), createdAt: now().toISOString() });
  noteStoredLead({ call: 'booking.schedule', id: booking.id, attribution: booking.attribution });
  return ok({ id: booking.id });
});
