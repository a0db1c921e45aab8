import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { CHAT_MESSAGE_MAX_CHARS, CHAT_TRANSCRIPT_MAX_CHARS, CHAT_TRANSCRIPT_MAX_TURNS } from '../limits.ts';
import { oneOf, optionalText, plainText, requiredText } from '../fields.ts';
import { siteLocale } from '../../config/locale.ts';

export const chatStart = defineEndpoint({
  id: 'chat.start',
  method: 'POST',
  path: '/api/chat/start',
  summary: 'Start a chat session',
  description: "Opens a chat session with an agent. The AI Concierge starts its session with agentType 'sales'.",
  request: z.object({
    agentType: requiredText('Agent type', 50),
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
        error: `Earlier messages must be at most ${CHAT_TRANSCRIPT_MAX_CHARS.toLocaleString(siteLocale)} characters in all`,
      })
      .default([]),
  }),
  response: z.object({ id: z.string().min(1), agentType: z.string(), createdAt: z.iso.datetime({ offset: true }) }),
  status: 201,
  errors: [{ status: 400, when: 'The agentType is missing, or the transcript is over its caps' }],
  writes: true,
});
