import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_SESSION_MAX_TURNS } from '../limits.ts';
import { requiredText } from '../fields.ts';
import { chatStart } from './chat.start.ts';
import { idsOf, sessionTypes } from '../options.ts';

export const chatMessage = defineEndpoint({
  id: 'chat.message',
  method: 'POST',
  path: '/api/chat/:id/message',
  summary: 'Send a chat message',
  description: 'Sends a message to a chat session; the reply is assistant text in markdown.',
  stream:
    "The reply as it is written: each delta is Markdown to append, already checked as the JSON reply is (a link, an address or a figure shows only once it is whole and allowed). done carries the whole reply, the same body as the JSON answer: it replaces what the deltas showed, and it is what the session stores. A client that goes away before done stores nothing of the exchange. A server may answer JSON to this Accept too (one that does not stream): read the answer's Content-Type.",
  params: z.object({ id: requiredText('Session id', 200) }),
  request: z.strictObject({
    message: requiredText('Message', CHAT_MESSAGE_MAX_CHARS, { multiline: true }),
    agentType: chatStart.request.shape.agentType.optional(),
  }),
  response: z.object({
    response: z.string().describe('Markdown'),
    sources: z
      .array(
        z.strictObject({
          title: z.string().min(1).describe("The page's title"),
          section: z.string().min(1).optional().describe("The section's heading, when it is not the title"),
          href: z.string().regex(/^\/[^\s()<>]{0,300}$/).describe("The page's path on this site, with the section's anchor (/pricing#pricing-faq)"),
        }),
      )
      .optional()
      .describe('The pages the answer was grounded in, best first, shown as links under it; none when it cites no page'),
    messageId: z.string().min(1).describe("The reply's id in its session: what chat.feedback names"),
    offer: z
      .strictObject({ kind: z.literal('booking'), sessionType: z.string().min(1).describe(`One of ${idsOf(sessionTypes).join(', ')}: the /book-call?type= it opens`) })
      .optional()
      .describe('The visitor asked to talk or to book: the session the conversation points to, which the client offers to book (the visitor\'s details stay in the browser, never in a URL)'),
  }),
  status: 200,
  errors: [
    { status: 400, when: 'The message is blank' },
    { status: 404, when: 'The chat session does not exist' },
    { status: 413, when: `The message is over 4,000 characters, or the session already holds ${CHAT_SESSION_MAX_TURNS} turns` },
    { status: 502, when: "The language model behind the concierge failed or did not answer in time, after one retry (error.code 'upstream_error'); a server without a model never answers 502" },
  ],
  rateLimit: 'store',
  sizeLimit: { field: 'message', maxChars: CHAT_MESSAGE_MAX_CHARS },
});
