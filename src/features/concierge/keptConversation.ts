// The conversation kept in this tab (sessionStorage) after each finished exchange, so a whole-page
// load (a link on a page of islands, ADR 0082; a reload) shows it again. What comes back from storage
// is checked like any outside input: a message of any other shape drops the whole record, and an
// answer still renders through the same markdown rules as when it arrived.
import { sessionTypes } from '../../contract/options.ts';
import type { Source } from '../../domain/concierge/sources.ts';
import type { ChatMessage, ConversationState } from './conversation.ts';

export const CONVERSATION_STORAGE_KEY = 'orbital:concierge-conversation';

export type KeptConversation = Pick<ConversationState, 'messages' | 'sessionId'>;

const isString = (value: unknown): value is string => typeof value === 'string';
const sitePath = (value: unknown) => isString(value) && value.startsWith('/') && !value.startsWith('//');
const offeredTypes = new Set<string>(sessionTypes.map((type) => type.id));

function isSource(value: unknown): value is Source {
  const source = value as Partial<Source> | null;
  return typeof source === 'object' && source !== null && isString(source.title) && sitePath(source.href) && (source.section === undefined || isString(source.section));
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  if (typeof m !== 'object' || m === null) return false;
  return (
    isString(m.id) &&
    /^m\d+$/.test(m.id) &&
    (m.role === 'user' || m.role === 'assistant') &&
    isString(m.content) &&
    m.streaming === undefined &&
    (m.messageId === undefined || isString(m.messageId)) &&
    (m.helpful === undefined || m.helpful === null || typeof m.helpful === 'boolean') &&
    (m.sources === undefined || (Array.isArray(m.sources) && m.sources.every(isSource))) &&
    (m.offer === undefined || (typeof m.offer === 'object' && m.offer !== null && offeredTypes.has(m.offer.sessionType)))
  );
}

/** The kept conversation, or undefined when there is none or it is not one this site wrote. */
export function readKeptConversation(storage: Storage | undefined = globalThis.sessionStorage): KeptConversation | undefined {
  try {
    const kept = JSON.parse(storage?.getItem(CONVERSATION_STORAGE_KEY) ?? 'null') as Partial<KeptConversation> | null;
    if (!kept || !Array.isArray(kept.messages) || !kept.messages.every(isMessage)) return undefined;
    if (kept.sessionId !== undefined && !isString(kept.sessionId)) return undefined;
    return { messages: kept.messages, sessionId: kept.sessionId };
  } catch {
    return undefined;
  }
}

/** Keeps a finished conversation (nothing in flight); an empty one is removed. */
export function keepConversation(state: ConversationState, storage: Storage | undefined = globalThis.sessionStorage): void {
  if (state.pending) return;
  try {
    if (state.messages.length === 0 && !state.sessionId) storage?.removeItem(CONVERSATION_STORAGE_KEY);
    else storage?.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify({ messages: state.messages, sessionId: state.sessionId } satisfies KeptConversation));
  } catch {
    // Storage full or refused: the conversation lasts the page, as before.
  }
}
