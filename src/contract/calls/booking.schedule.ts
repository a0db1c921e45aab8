import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { createdId, email, isoDateTime, notBeforeToday, oneOf, optionalChoice, optionalText, requiredText } from '../fields.ts';
import { companySizes, defaultTimezone, idsOf, sessionTypes, timeSlots, timezones } from '../options.ts';
import { attributionField } from '../attribution.ts';

const [firstSlot, ...otherSlots] = timeSlots as [string, ...string[]];

// Not strict, like every capture call. Optional choices accept '' because an untouched form sends it.
export const bookingSchedule = defineEndpoint({
  id: 'booking.schedule',
  method: 'POST',
  path: '/api/booking/schedule',
  summary: 'Schedule a call',
  description:
    'Books a discovery call, demo or enterprise audit. The team confirms within 24 hours; a calendar invite follows within 5 minutes.',
  request: z.object({
    callType: oneOf('Session type', idsOf(sessionTypes)),
    firstName: requiredText('First name', 200),
    lastName: requiredText('Last name', 200),
    email: email(),
    company: requiredText('Company', 200),
    phone: optionalText('Phone', 50),
    jobTitle: optionalText('Job title', 200),
    companySize: optionalChoice(oneOf('Company size', idsOf(companySizes))),
    preferredDate: optionalChoice(notBeforeToday('Preferred date')).describe('YYYY-MM-DD, not before today'),
    preferredTime: optionalChoice(oneOf('Preferred time', [firstSlot, ...otherSlots])),
    timezone: oneOf('Timezone', timezones).default(defaultTimezone),
    goals: optionalText('Goals', 5000, { multiline: true }),
    currentChallenges: optionalText('Current challenges', 5000, { multiline: true }),
    source: z.literal('booking_page', { error: () => "Source must be 'booking_page'" }),
    submittedAt: isoDateTime('Submitted at'),
    attribution: attributionField,
  }),
  response: createdId,
  status: 201,
  errors: [
    {
      status: 400,
      when: 'A required field is missing, the session type or timezone is unknown, the date is before today, or the time is not one of the 17 slots',
    },
  ],
  writes: true,
});
