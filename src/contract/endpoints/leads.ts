import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { apiRoute } from '../routes.ts';
import { email, oneOf, optionalText } from '../fields.ts';
import { leadSources } from '../options.ts';
import { createdId } from './ids.ts';

// Not strict: a lead is business that must not be lost to an extra form field; unknown fields are dropped.
export const leadsCapture = defineEndpoint({
  ...apiRoute('leads.capture'),
  summary: 'Capture a lead',
  description:
    "Stores a lead from the pricing dialogs, the newsletter, an event registration or the trial form. A repeated newsletter subscription, or a repeated registration for the same event, answers 200 with the existing id and stores nothing twice.",
  request: z.object({
    email: email(),
    source: oneOf('Source', leadSources),
    metadata: z
      .record(z.string(), z.unknown(), { error: () => 'Metadata must be an object' })
      .default({})
      .describe('Form-specific details, e.g. planType and submittedAt, or eventId and registeredAt'),
    firstName: optionalText('First name', 200),
    lastName: optionalText('Last name', 200),
    company: optionalText('Company', 200),
    phone: optionalText('Phone', 50),
  }),
  response: createdId,
  status: 201,
  otherSuccess: [{ status: 200, when: 'The same email already subscribed, or already registered for this event' }],
  errors: [{ status: 400, when: 'The email is malformed or the source unknown' }],
  writes: true,
});
