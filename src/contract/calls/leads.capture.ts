import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { createdId, email, isoDateTime, optionalText } from '../fields.ts';
import { leadSources } from '../options.ts';
import { attributionField } from '../attribution.ts';

const flag = (label: string) => z.boolean({ error: () => `${label} must be true or false` }).optional();
const when = (label: string) => isoDateTime(label).optional();

/**
 * What each form sends as metadata: a type and a cap per field, no free record. Unknown metadata
 * keys get a field message (metadata is small and fully ours); all fields are optional.
 */
const metadataBySource = {
  pricing_page: {
    name: optionalText('Name', 200),
    company: optionalText('Company', 200),
    phone: optionalText('Phone', 50),
    planType: optionalText('Plan type', 50),
    submittedAt: when('Submitted at'),
  },
  newsletter: { subscribedAt: when('Subscribed at') },
  'event-registration': {
    eventId: optionalText('Event id', 200),
    eventTitle: optionalText('Event title', 300),
    jobTitle: optionalText('Job title', 200),
    companySize: optionalText('Company size', 50),
    industry: optionalText('Industry', 100),
    interests: optionalText('Interests', 1000, { multiline: true }),
    newsletter: flag('Newsletter'),
    updates: flag('Updates'),
    registeredAt: when('Registered at'),
  },
  trial: {
    firstName: optionalText('First name', 200),
    lastName: optionalText('Last name', 200),
    email: optionalText('Email', 254),
    company: optionalText('Company', 200),
    phone: optionalText('Phone', 50),
    submittedAt: when('Submitted at'),
  },
} satisfies Record<(typeof leadSources)[number], z.ZodRawShape>;

/** The fields every lead shares, whatever its source. */
const leadFields = {
  email: email(),
  firstName: optionalText('First name', 200),
  lastName: optionalText('Last name', 200),
  company: optionalText('Company', 200),
  phone: optionalText('Phone', 50),
  attribution: attributionField,
};

function leadOf<const S extends keyof typeof metadataBySource>(source: S) {
  return z.object({
    ...leadFields,
    source: z.literal(source),
    metadata: z
      .strictObject(metadataBySource[source], { error: () => 'Metadata must be an object' })
      .default({} as never)
      .describe(`The ${source} form's details`),
  });
}

const sourceError = `Source must be one of: ${leadSources.join(', ')}`;

// Not strict at the top: a lead is business that must not be lost to an extra form field; unknown
// top-level fields are dropped. The metadata is typed per source (a discriminated union on `source`).
export const leadsCapture = defineEndpoint({
  id: 'leads.capture',
  method: 'POST',
  path: '/api/leads/capture',
  summary: 'Capture a lead',
  description:
    "Stores a lead from the pricing dialogs, the newsletter, an event registration or the trial form. A repeated newsletter subscription, or a repeated registration for the same event, answers 200 with the existing id and stores nothing twice.",
  request: z.discriminatedUnion(
    'source',
    [leadOf('pricing_page'), leadOf('newsletter'), leadOf('event-registration'), leadOf('trial')],
    { error: (iss) => (iss.code === 'invalid_union' ? sourceError : undefined) },
  ),
  response: createdId,
  status: 201,
  otherSuccess: [{ status: 200, when: 'The same email already subscribed, or already registered for this event' }],
  errors: [{ status: 400, when: 'The email is malformed, the source unknown, or a metadata field not one of its source' }],
  writes: true,
});
