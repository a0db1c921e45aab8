// The AI Concierge conversation (product-rules.md S4, product-rules.md D1): module-level state,
// so it survives the dialog closing and route changes. Requests are made here, not in a component,
// so an answer that arrives after the dialog closed still lands in the conversation.
//
// - The first message is shown at once and starts a session (agentType 'sales'); on success the
//   greeting appears and the first message is then sent to the session, so it gets its answer.
// - Later messages go to the stored session.
// - A failure shows 'Connection Error' (start) or 'Message Error' (message); the undelivered message
//   leaves the list and goes back into the input, so the visitor can send it again.
import { ApiError } from '../../api/client.ts';
import { api } from '../../api/api.ts';
import { moduleStore, useModuleStore } from '../../boot/moduleStore.ts';
import { toast } from '../../components/overlay/toast.ts';
import { toasts } from '../../content/toasts.ts';
import { conciergeAgentType } from '../../contract/options.ts';
import { conciergeGreeting } from '../../domain/concierge.ts';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
}

export interface ConversationState {
  messages: readonly ChatMessage[];
  /** The concierge session, once started. */
  sessionId: string | undefined;
  /** The request in flight: starting the session or sending a message. */
  pending: 'start' | 'message' | null;
  /** What is in the input (kept here so it survives the dialog closing and can be restored). */
  draft: string;
}

const initialState: ConversationState = { messages: [], sessionId: undefined, pending: null, draft: '' };

const store = moduleStore<ConversationState>(initialState);
let nextId = 0;
// Bumped by a reset: a request of the conversation before it answers into nothing.
let generation = 0;

function update(patch: Partial<ConversationState>): void {
  store.set({ ...store.get(), ...patch });
}

function message(role: ChatRole, content: string): ChatMessage {
  nextId += 1;
  return { id: `m${nextId}`, role, content };
}

export function getConversation(): ConversationState {
  return store.get();
}

export function useConversation(): ConversationState {
  return useModuleStore(store);
}

export function setDraft(draft: string): void {
  if (getConversation().pending) return;
  update({ draft });
}

/** The undelivered message leaves the list and returns to the input; the toast says what failed. */
function fail(sent: ChatMessage, notice: (typeof toasts)['chatStartError' | 'chatMessageError']): void {
  update({
    messages: getConversation().messages.filter((m) => m !== sent),
    pending: null,
    draft: getConversation().draft || sent.content,
  });
  toast(notice);
}

/**
 * Sends what the visitor typed: trimmed; blank text and sends while a request is pending are ignored.
 * Resolves when the exchange is over (answered or failed); never rejects.
 */
export async function sendMessage(text: string = getConversation().draft): Promise<void> {
  // No client cap (product-rules.md S5): the server's 413 for a long message shows 'Message Error'.
  const content = text.trim();
  if (!content || getConversation().pending) return;

  const sent = message('user', content);
  const current = generation;
  const reset = () => current !== generation;
  let sessionId = getConversation().sessionId;
  update({ messages: [...getConversation().messages, sent], draft: '', pending: sessionId ? 'message' : 'start' });

  if (!sessionId) {
    try {
      const session = await api.chat.start.call({ body: { agentType: conciergeAgentType, messages: [] } });
      sessionId = session.id;
    } catch {
      if (!reset()) fail(sent, toasts.chatStartError);
      return;
    }
    if (reset()) return;
    update({ sessionId, messages: [...getConversation().messages, message('assistant', conciergeGreeting())], pending: 'message' });
  }

  try {
    const { response } = await api.chat.message.call({
      params: { id: sessionId },
      body: { message: content, agentType: conciergeAgentType },
    });
    if (!reset()) update({ messages: [...getConversation().messages, message('assistant', response)], pending: null });
  } catch (error) {
    if (reset()) return;
    // A session the server no longer knows (404) is dropped: the next message starts a new one.
    if (error instanceof ApiError && error.status === 404) update({ sessionId: undefined });
    fail(sent, toasts.chatMessageError);
  }
}

/** Back to an empty conversation (stories and tests). */
export function resetConversation(): void {
  generation += 1;
  nextId = 0;
  update(initialState);
}
