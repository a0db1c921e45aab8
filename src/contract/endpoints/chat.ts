import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callEntry } from '../callTable.ts';
import {
  CHAT_MESSAGE_MAX_CHARS,
  CHAT_SESSION_MAX_TURNS,
  CHAT_TRANSCRIPT_MAX_CHARS,
  CHAT_TRANSCRIPT_MAX_TURNS,
} from '../limits.ts';
import { oneOf, optionalText, plainText, requiredText } from '../fields.ts';

const agentType = requiredText('Agent type', 50);

export const chatStart = defineEndpoint({
  ...callEntry('chat.start'),
  summary: 'Start a chat session',
  description: "Opens a chat session with an agent. The AI Concierge starts its session with agentType 'sales'.",
  request: z.object({
    agentType,
    userId: optionalText('User id', 200),
    messages: z
      .array(
        z.strictObject({
          role: oneOf('Role', ['user', 'assistant']),
          content: plainText('Message', CHAT_MESSAGE_MAX_CHARS, { multiline: true }),
        }),
        { error: () => 'Messages must be a list of turns' },
      )
      .max(CHAT_TRANSCRIPT_MAX_TURNS, { error: `At most ${CHAT_TRANSCRIPT_MAX_TURNS} earlier messages`, abort: true })
      .refine((turns) => turns.reduce((sum, turn) => sum + turn.content.length, 0) <= CHAT_TRANSCRIPT_MAX_CHARS, {
        error: `Earlier messages must be at most ${CHAT_TRANSCRIPT_MAX_CHARS.toLocaleString('en-US')} characters in all`,
      })
      .default([]),
  }),
  response: z.object({ id: z.string().min(1), agentType: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  status: 201,
  errors: [{ status: 400, when: 'The agentType is missing, or the transcript is over its caps' }],
  writes: true,
});

export const chatMessage = defineEndpoint({
  ...callEntry('chat.message'),
  summary: 'Send a chat message',
  description: 'Sends a message to a chat session; the reply is assistant text in markdown.',
  params: z.object({ id: requiredText('Session id', 200) }),
  request: z.strictObject({
    message: requiredText('Message', CHAT_MESSAGE_MAX_CHARS, { multiline: true }),
    agentType: agentType.optional(),
  }),
  response: z.object({ response: z.string().describe('Markdown') }),
  status: 200,
  errors: [
    { status: 400, when: 'The message is blank' },
    { status: 404, when: 'The chat session does not exist' },
    { status: 413, when: `The message is over 4,000 characters, or the session already holds ${CHAT_SESSION_MAX_TURNS} turns` },
  ],
  rateLimit: 'store',
  sizeLimit: { field: 'message', maxChars: CHAT_MESSAGE_MAX_CHARS },
});
