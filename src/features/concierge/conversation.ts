// The AI Concierge conversation (product-rules.md S4, product-rules.md D1): module-level state,
// so it survives the dialog closing and route changes, and this tab keeps it across whole-page loads
// (keptConversation.ts). Requests are made here, not in a component.
//
// - The answer streams (ADR 0076): it appears with its first words and grows as they come (the
//   typing indicator shows until then); its `done` text replaces what the deltas showed. A server
//   that answers JSON gives the whole answer at once, as before.
// - Closing the dialog cancels the exchange in flight (cancelExchange): the request ends (the server
//   stores nothing of it, and stops the model), what had come of the answer leaves the list, and the
//   question goes back into the input, as after a failure but without a toast.
//
// - The first message is shown at once and starts a session (agentType 'sales'); on success the
//   greeting appears and the first message is then sent to the session, so it gets its answer.
// - Later messages go to the stored session.
// - A failure shows 'Connection Error' (start) or 'Message Error' (message); the undelivered message
//   leaves the list and goes back into the input, so the visitor can send it again.
import { ApiError } from '../../api/client.ts';
// The calls themselves (calls.ts), not api.ts's react-query client: the conversation runs outside
// React, and its chunk, fetched when the page is idle, then leaves react-query out.
import { callEndpoint, streamCall } from '../../api/calls.ts';
import { moduleStore, useModuleStore } from '../../boot/moduleStore.ts';
import { toast } from '../../components/overlay/toast.ts';
import { toasts } from '../../content/toasts.ts';
import { conciergeAgentType } from '../../contract/options.ts';
import { conciergeGreeting } from '../../domain/concierge.ts';
import type { Source } from '../../domain/concierge/sources.ts';
import { keepBookingHandoff } from './bookingHandoff.ts';
import { keepConversation, readKeptConversation } from './keptConversation.ts';

export type ChatRole = 'user' | 'assistant';

export interface ChatMessage {
  id: string;
  role: ChatRole;
  content: string;
  /** The pages an answer was grounded in, shown as links under it. */
  sources?: readonly Source[];
  /** An answer still being written: its text grows, and it is not announced yet. */
  streaming?: true;
  /** The reply's id in its session: what a rating names (chat.feedback). */
  messageId?: string;
  /** The booking the reply offers (the controls under it, ReplyActions.tsx). */
  offer?: { sessionType: string };
  /** The visitor's rating: helpful, not helpful, or none. */
  helpful?: boolean | null;
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

// A conversation this tab had on an earlier page comes back (keptConversation.ts).
const kept = typeof window === 'undefined' ? undefined : readKeptConversation();
const store = moduleStore<ConversationState>(kept ? { ...initialState, ...kept } : initialState);
let nextId = Math.max(0, ...(kept?.messages ?? []).map((m) => Number(m.id.slice(1))));
// Bumped by a reset: a request of the conversation before it answers into nothing.
let generation = 0;
/** The exchange in flight: what cancels its requests, the question it sent, and the answer being written. */
let inFlight: { controller: AbortController; sent: ChatMessage; replyId?: string } | undefined;

function update(patch: Partial<ConversationState>): void {
  store.set({ ...store.get(), ...patch });
  keepConversation(store.get());
}

function message(role: ChatRole, content: string, sources?: readonly Source[]): ChatMessage {
  nextId += 1;
  return { id: `m${nextId}`, role, content, ...(sources?.length ? { sources } : {}) };
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

/** The undelivered message (and what came of its answer) leaves the list and returns to the input; the toast says what failed. */
function fail(sent: ChatMessage, notice: (typeof toasts)['chatStartError' | 'chatMessageError'], replyId?: string): void {
  update({
    messages: getConversation().messages.filter((m) => m !== sent && m.id !== replyId),
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
  const controller = new AbortController();
  const flight: NonNullable<typeof inFlight> = { controller, sent };
  inFlight = flight;
  // A reset or a cancel: this exchange answers into nothing.
  const reset = () => current !== generation || controller.signal.aborted;
  let sessionId = getConversation().sessionId;
  update({ messages: [...getConversation().messages, sent], draft: '', pending: sessionId ? 'message' : 'start' });

  if (!sessionId) {
    try {
      const session = await callEndpoint('chat.start', { body: { agentType: conciergeAgentType, messages: [] } }, controller.signal);
      sessionId = session.id;
    } catch {
      if (reset()) return;
      inFlight = undefined;
      fail(sent, toasts.chatStartError);
      return;
    }
    if (reset()) return;
    update({ sessionId, messages: [...getConversation().messages, message('assistant', conciergeGreeting())], pending: 'message' });
  }

  // The answer's first words replace the typing indicator; the next ones grow it.
  const grow = (text: string) => {
    if (reset()) return;
    const { messages } = getConversation();
    const writing = messages.find((m) => m.id === flight.replyId);
    if (!writing) {
      const reply: ChatMessage = { ...message('assistant', text), streaming: true };
      flight.replyId = reply.id;
      update({ messages: [...messages, reply] });
    } else {
      update({ messages: messages.map((m) => (m === writing ? { ...m, content: m.content + text } : m)) });
    }
  };

  try {
    const { response, sources, messageId, offer } = await streamCall(
      'chat.message',
      { params: { id: sessionId }, body: { message: content, agentType: conciergeAgentType } },
      { signal: controller.signal, onDelta: grow },
    );
    if (reset()) return;
    inFlight = undefined;
    const { messages } = getConversation();
    // The whole answer, as the session stored it, in place of what the deltas showed.
    const reply: ChatMessage = { ...message('assistant', response, sources), messageId, ...(offer ? { offer: { sessionType: offer.sessionType } } : {}) };
    const written = messages.find((m) => m.id === flight.replyId);
    update({ messages: written ? messages.map((m) => (m === written ? { ...reply, id: written.id } : m)) : [...messages, reply], pending: null });
    // The booking form takes what the visitor said here, carried in this tab, never in the URL (ADR 0078).
    if (offer) keepBookingHandoff(sessionId, offer.sessionType, getConversation().messages.filter((m) => m.role === 'user').map((m) => m.content));
  } catch (error) {
    if (reset()) return;
    inFlight = undefined;
    // A session the server no longer knows (404) is dropped: the next message starts a new one.
    if (error instanceof ApiError && error.status === 404) update({ sessionId: undefined });
    fail(sent, toasts.chatMessageError, flight.replyId);
  }
}

/**
 * Cancels the exchange in flight, if any (the dialog closed): its requests end, what came of its
 * answer leaves the list, and its question goes back into the input (unless something else was typed).
 */
export function cancelExchange(): void {
  const flight = inFlight;
  if (!flight) return;
  inFlight = undefined;
  flight.controller.abort();
  const { messages, draft } = getConversation();
  update({
    messages: messages.filter((m) => m !== flight.sent && m.id !== flight.replyId),
    pending: null,
    draft: draft || flight.sent.content,
  });
}

/**
 * Rates a reply (helpful, not helpful, or null to take the rating back): shown at once, sent to the
 * session (chat.feedback); a rating the server did not take goes back to what it was.
 */
export async function rateReply(id: string, helpful: boolean | null): Promise<void> {
  const { sessionId, messages } = getConversation();
  const rated = messages.find((m) => m.id === id);
  if (!sessionId || !rated?.messageId) return;
  const before = rated.helpful ?? null;
  const set = (value: boolean | null) => update({ messages: getConversation().messages.map((m) => (m.id === id ? { ...m, helpful: value } : m)) });
  set(helpful);
  try {
    await callEndpoint('chat.feedback', { params: { id: sessionId }, body: { messageId: rated.messageId, helpful } });
  } catch {
    if (getConversation().messages.find((m) => m.id === id)?.helpful === helpful) set(before);
  }
}

/** Back to an empty conversation (stories and tests). */
export function resetConversation(): void {
  generation += 1;
  inFlight?.controller.abort();
  inFlight = undefined;
  nextId = 0;
  update(initialState);
}
