// chat.start and chat.message: sessions and their messages are stored; replies come from the
// concierge rule set in src/domain. An unknown session answers 404.
import { notFound } from '../../src/contract/index.ts';
import { conciergeReply } from '../../src/domain/concierge.ts';
import { now } from '../clock.ts';
import { db } from '../db.ts';
import { newId } from '../ids.ts';
import { defineCall } from './define.ts';

export const chatStart = defineCall('chat.start', async ({ body, ok }) => {
  const createdAt = now().toISOString();
  const session = await db.chatSessions.create({
    id: newId('chat'),
    agentType: body.agentType,
    createdAt,
    ...(body.userId ? { userId: body.userId } : {}),
  });
  for (const message of body.messages) {
    await db.chatMessages.create({ id: newId('chatmsg'), createdAt, sessionId: session.id, ...message });
  }
  return ok({ id: session.id, agentType: session.agentType, createdAt: session.createdAt });
});

export const chatMessage = defineCall('chat.message', async ({ body, params, ok, fail }) => {
  const sessionId = params.id ?? '';
  const session = db.chatSessions.findFirst((q) => q.where({ id: sessionId }));
  if (!session) return fail(404, notFound('The chat session'));
  const response = conciergeReply(body.message);
  const at = now().toISOString();
  await db.chatMessages.create({ id: newId('chatmsg'), createdAt: at, sessionId, role: 'user', content: body.message });
  await db.chatMessages.create({ id: newId('chatmsg'), createdAt: at, sessionId, role: 'assistant', content: response });
  return ok({ response });
});
