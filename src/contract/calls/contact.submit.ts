import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { createdId, email, optionalText, requiredText } from '../fields.ts';
import { attributionField } from '../attribution.ts';

// Not strict, like every capture call: unknown fields are dropped rather than losing the message.
export const contactSubmit = defineEndpoint({
  id: 'contact.submit',
  method: 'POST',
  path: '/api/contact/submit',
  summary: 'Send a contact message',
  description: 'Stores a message from the contact form; the team answers within 4 hours.',
  request: z.object({
    name: requiredText('Name', 200),
    email: email(),
    company: optionalText('Company', 200),
    phone: optionalText('Phone', 50),
    message: requiredText('Message', 10_000, { multiline: true }),
    attribution: attributionField,
    formType: z.literal('contact', { error: () => "formType must be 'contact'" }),
  }),
  response: createdId,
  status: 201,
  errors: [{ status: 400, when: 'Name, email or message is missing, or the email is malformed' }],
  writes: true,
});
