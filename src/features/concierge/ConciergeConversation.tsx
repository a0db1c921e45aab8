// The AI Concierge's conversation, inside its panel (ConciergePanel.tsx): the messages, the suggested
// questions and the message field. A chunk of its own, fetched when the page is idle or as the visitor
// reaches for the launcher; the panel says Loading… until it is here. Conversation state and requests
// live in conversation.ts, so closing the panel or changing page loses nothing.
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { TextArea, TextField } from 'react-aria-components/TextField';
import { Button } from '../../components/actions/Button.tsx';
import { site } from '../../config/site.ts';
import { AnswerSources } from './AnswerSources.tsx';
import { ChatMarkdown, preloadChatMarkdown } from './LazyChatMarkdown.tsx';
import { ReplyActions } from './ReplyActions.tsx';
import * as styles from './concierge.css.ts';
import { CONCIERGE_TITLE } from './copy.ts';
import { useConciergeOpen } from './conciergeStore.ts';
import { cancelExchange, sendMessage, setDraft, useConversation, type ChatMessage } from './conversation.ts';

export const conciergePlaceholder = `Ask me anything about ${site.name}`;

// product-rules.md D3: no empty box on open. One press asks a question, which starts the session.
// A one-line hint, not a greeting: the visitor meets one greeting, the spec's, when the session starts (product-rules.md D3).
const hint = 'Ask about our AI agents, pricing, ROI or getting started:';
const suggestedQuestions = ['What does pricing look like?', 'What ROI can we expect?', 'How do you keep our data secure?', 'How do I book a call?'];

function Welcome({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <div className={styles.welcome}>
      <p>{hint}</p>
      <ul className={styles.suggestions} aria-label="Suggested questions">
        {suggestedQuestions.map((question) => (
          <li key={question}>
            <Button variant="outline" size="sm" onPress={() => onAsk(question)}>
              {question}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}

const SendIcon = () => (
  <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="m22 2-7 20-4-9-9-4Z" />
    <path d="M22 2 11 13" />
  </svg>
);

function TypingIndicator() {
  return (
    <li className={styles.typing}>
      <span className={styles.typingDots} role="img" aria-label={`${CONCIERGE_TITLE} is typing`}>
        <span className={styles.typingDot} />
        <span className={styles.typingDot} />
        <span className={styles.typingDot} />
      </span>
    </li>
  );
}

function Message({ message }: { message: ChatMessage }) {
  if (message.role === 'user') {
    return (
      <li className={styles.userMessage} data-role="user">
        <span className={styles.hidden}>You: </span>
        {message.content}
      </li>
    );
  }
  return (
    <li className={styles.assistantMessage} data-role="assistant" data-message-id={message.id}>
      <span className={styles.hidden}>{CONCIERGE_TITLE}: </span>
      <ChatMarkdown idPrefix={`concierge-${message.id}`}>{message.content}</ChatMarkdown>
      {message.sources && <AnswerSources sources={message.sources} />}
      <ReplyActions message={message} />
    </li>
  );
}

/**
 * Assistant replies for screen readers: a polite live region that exists from the start and gets the
 * text of each new reply once it is rendered (not the markdown source). A reply that was already there
 * when the dialog opened is not announced again.
 */
function useReplyAnnouncement(messages: readonly ChatMessage[], listRef: React.RefObject<HTMLElement | null>) {
  // A reply still being written is announced once, when it is whole, not at every word (ADR 0076).
  const lastReply = messages.findLast((m) => m.role === 'assistant' && !m.streaming);
  const announced = useRef(lastReply?.id);
  const [announcement, setAnnouncement] = useState('');
  useEffect(() => {
    if (!lastReply || lastReply.id === announced.current) return;
    announced.current = lastReply.id;
    const node = listRef.current?.querySelector(`[data-message-id="${lastReply.id}"]`);
    setAnnouncement(node?.textContent?.trim() ?? lastReply.content);
  }, [lastReply, listRef]);
  return announcement;
}

export interface ConversationProps {
  /** The message field takes focus as it appears (the docked panel; not the phone sheet, ADR 0050). */
  focusesInput: boolean;
}

/** Once the panel shows, the markdown of the answers is fetched: the first question needs it. */
function MarkdownWhenShown() {
  const isOpen = useConciergeOpen();
  useEffect(() => {
    if (isOpen) preloadChatMarkdown();
  }, [isOpen]);
  return null;
}

/**
 * The panel closing cancels the exchange in flight: its request, and the model's, end. ConciergePanel
 * calls it through this chunk's dynamic import, which knip does not follow.
 * @public
 */
export { cancelExchange };

export default function Conversation({ focusesInput }: ConversationProps) {

  const { messages, pending, draft } = useConversation();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const announcement = useReplyAnnouncement(messages, scrollerRef);
  const isPending = pending !== null;
  // The typing indicator shows until the answer's first words (ADR 0076); the input stays blocked until it is whole.
  const writing = messages.at(-1)?.streaming === true;
  const growing = writing ? messages.at(-1)!.content.length : 0;

  // Follow the newest message (and the typing indicator). With none yet there is nothing to follow, and
  // reading the height would lay the dialog out in the middle of opening it.
  const hasContent = messages.length > 0 || isPending;
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    if (scroller && hasContent) scroller.scrollTop = scroller.scrollHeight;
  }, [messages.length, isPending, hasContent, growing]);

  const send = (text?: string) => {
    void sendMessage(text);
    inputRef.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter is a new line; Enter that confirms an IME composition is neither.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <>
      <MarkdownWhenShown />
      <div ref={scrollerRef} className={styles.scroller} role="region" aria-label="Conversation" tabIndex={0}>
        {messages.length === 0 && !isPending && <Welcome onAsk={send} />}
        <ol className={styles.list} aria-busy={isPending}>
          {messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
          {isPending && !writing && <TypingIndicator />}
        </ol>
      </div>
      <div className={styles.hidden} aria-live="polite" aria-atomic="true" data-testid="concierge-announcer">
        {announcement}
      </div>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextField
          aria-label="Message"
          className={styles.field}
          value={draft}
          onChange={setDraft}
          isReadOnly={isPending}
        >
          <TextArea
            ref={inputRef}
            className={styles.input}
            placeholder={conciergePlaceholder}
            rows={1}
            onKeyDown={onKeyDown}
            autoFocus={focusesInput}
          />
        </TextField>
        <Button
          type="submit"
          size="icon"
          className={styles.send}
          aria-label="Send message"
          isDisabled={isPending || !draft.trim()}
        >
          <SendIcon />
        </Button>
      </form>
    </>
  );
}
