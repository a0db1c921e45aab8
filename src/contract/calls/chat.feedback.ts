import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredText } from '../fields.ts';
import { chatMessage } from './chat.message.ts';

export const chatFeedback = defineEndpoint({
  id: 'chat.feedback',
  method: 'POST',
  path: '/api/chat/:id/feedback',
  summary: 'Rate a concierge reply',
  description:
    "Says whether a reply of the session helped: helpful true or false, or null to take the rating back. A later rating of the same reply replaces the earlier one. What is kept is the rating beside the question it answered, with the visitor's contact details removed (ADR 0078).",
  params: chatMessage.params,
  request: z.strictObject({
    messageId: requiredText('Message id', 200),
    helpful: z.boolean({ error: () => 'Helpful must be true, false or null' }).nullable(),
  }),
  response: z.object({ messageId: z.string().describe('The reply rated') }),
  status: 200,
  errors: [
    { status: 400, when: 'The messageId is blank, or helpful is not true, false or null' },
    { status: 404, when: 'The chat session does not exist, or holds no reply with this messageId' },
  ],
  rateLimit: 'store',
});
