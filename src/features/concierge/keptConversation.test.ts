import { describe, expect, it } from 'vitest';
import type { ConversationState } from './conversation.ts';
import { CONVERSATION_STORAGE_KEY, keepConversation, readKeptConversation } from './keptConversation.ts';
import { memoryStorage } from '../../../tools/testing/memoryStorage.ts';

const finished: ConversationState = {
  sessionId: 's-1',
  pending: null,
  draft: 'half typed',
  messages: [
    { id: 'm1', role: 'user', content: 'What does pricing look like?' },
    { id: 'm2', role: 'assistant', content: 'Three tiers.', messageId: 'r-1', helpful: true, sources: [{ title: 'Pricing', href: '/pricing#tiers' }], offer: { sessionType: 'demo' } },
  ],
};

describe('the conversation kept in the tab', () => {
  it('comes back as it was kept after a finished exchange, without the draft', () => {
    const storage = memoryStorage();
    keepConversation(finished, storage);
    expect(readKeptConversation(storage)).toEqual({ sessionId: 's-1', messages: finished.messages });
  });

  it('is not written while an exchange is in flight, and is removed once empty', () => {
    const storage = memoryStorage();
    keepConversation(finished, storage);
    keepConversation({ ...finished, pending: 'message', messages: [] }, storage);
    expect(readKeptConversation(storage)?.messages).toHaveLength(2);
    keepConversation({ sessionId: undefined, pending: null, draft: '', messages: [] }, storage);
    expect(storage.length).toBe(0);
  });

  it.each([
    ['a message of another role', { role: 'system', content: 'x' }],
    ['a source that leaves the site', { role: 'assistant', content: 'x', sources: [{ title: 'Out', href: '//evil.example/' }] }],
    ['a source on another scheme', { role: 'assistant', content: 'x', sources: [{ title: 'Out', href: 'javascript:alert(1)' }] }],
    ['an offer of a session type the site has not', { role: 'assistant', content: 'x', offer: { sessionType: '"><script>' } }],
    ['an answer still streaming', { role: 'assistant', content: 'x', streaming: true }],
    ['content that is not text', { role: 'assistant', content: { html: '<b>' } }],
  ])('is dropped whole when it holds %s', (_, forged) => {
    const storage = memoryStorage();
    storage.setItem(CONVERSATION_STORAGE_KEY, JSON.stringify({ sessionId: 's-1', messages: [finished.messages[0], { id: 'm9', ...forged }] }));
    expect(readKeptConversation(storage)).toBeUndefined();
  });

  it('is dropped when storage holds something that is not JSON', () => {
    const storage = memoryStorage();
    storage.setItem(CONVERSATION_STORAGE_KEY, '{not json');
    expect(readKeptConversation(storage)).toBeUndefined();
  });
});
