// The AI Concierge dialog (lazy: loaded the first time the concierge opens). Conversation state and
// requests live in conversation.ts, so closing the dialog or changing page loses nothing.
//
// From the tablet breakpoint up it docks at the bottom right (425 x 600) as a non-modal dialog: the
// page stays visible and usable, Tab can leave the panel, Escape closes it, wherever focus is (in the
// panel or on the page beside it). It sits in the document right after the page's main content, so
// that Tab from its last control goes on to the footer and Shift+Tab from its first back into the page,
// as the browser's own order gives them (rendered where the launcher is, at the document's end, its
// last Tab would leave the page). Below that it is a full-height sheet, modal because it hides the
// whole page (ADR 0017), on the kit's Modal (ADR 0079).
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Dialog, Heading } from 'react-aria-components/Dialog';
import { TextArea, TextField } from 'react-aria-components/TextField';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/actions/Button.tsx';
import { Modal } from '../../components/overlay/Modal.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { site } from '../../config/site.ts';
import { AnswerSources } from './AnswerSources.tsx';
import { ChatMarkdown, preloadChatMarkdown } from './LazyChatMarkdown.tsx';
import { ReplyActions } from './ReplyActions.tsx';
import * as styles from './concierge.css.ts';
import { media } from '../../design/breakpoints.ts';
import { useMediaQuery } from '../../components/useMediaQuery.ts';
import { setConciergeOpen } from './conciergeStore.ts';
import { cancelExchange, sendMessage, setDraft, useConversation, type ChatMessage } from './conversation.ts';

export const CONCIERGE_TITLE = 'AI Concierge';
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

/** `focusesInput`: the message field takes focus as the panel opens (not in the phone sheet on a touch screen, ADR 0050). */
function Conversation({ focusesInput }: { focusesInput: boolean }) {
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

/** The panel's content: its header (the heading given, the Online badge, Close) and the conversation. */
function PanelContent({ heading, onClose, focusesInput }: { heading: ReactNode; onClose: () => void; focusesInput: boolean }) {
  return (
    <>
      <div className={styles.header}>
        {heading}
        <Badge variant="success" size="sm" dot>
          Online
        </Badge>
        <Button variant="ghost" size="icon" aria-label="Close" className={styles.close} onPress={onClose}>
          <CloseIcon />
        </Button>
      </div>
      <Conversation focusesInput={focusesInput} />
    </>
  );
}

/** The docked panel: a non-modal dialog (react-aria's), the page beside it usable. */
function DockedDialog({ onClose }: { onClose: () => void }) {
  const heading = (
    <Heading slot="title" level={2} className={styles.title}>
      {CONCIERGE_TITLE}
    </Heading>
  );
  return (
    <Dialog className={styles.dialog}>
      <PanelContent heading={heading} onClose={onClose} focusesInput />
    </Dialog>
  );
}

/** The phone sheet: the kit's modal (ADR 0079), its message field focused where a field may take focus (ADR 0050). */
function SheetDialog({ isOpen, onClose, prepared }: { isOpen: boolean; onClose: () => void; prepared: boolean }) {
  const titleId = useId();
  // The same element while open and closed: opening the prepared sheet renders none of its content again.
  const content = useMemo(
    () => (
      <PanelContent
        heading={
          <h2 id={titleId} className={styles.title}>
            {CONCIERGE_TITLE}
          </h2>
        }
        onClose={onClose}
        focusesInput={false}
      />
    ),
    [titleId, onClose],
  );
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={setConciergeOpen}
      isDismissable
      focusField
      prepared={prepared}
      labelledBy={titleId}
      classNames={{ layer: styles.sheetOverlay, box: styles.sheet, dialog: styles.dialog }}
      layerData={{ 'data-concierge-panel': 'sheet' }}
    >
      {content}
    </Modal>
  );
}

export interface ConciergeDialogProps {
  isOpen: boolean;
  /** Closes the concierge and puts focus back on its launcher. */
  onClose: () => void;
  /** The phone sheet is rendered ahead, hidden, while closed (the kit's Modal). */
  prepared?: boolean;
}

/**
 * While the docked panel is open, Escape closes it wherever focus is: in the panel or on the page
 * beside it, which it does not block. An Escape something else has handled (a dialog, a select, a
 * menu opened over the page) is left to it.
 */
function useEscapeCloses(isOpen: boolean, onClose: () => void): void {
  const close = useEffectEvent(onClose);
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [isOpen]);
}

/**
 * The docked panel's place in the document: an element without a box of its own (display: contents)
 * right after the page's <main>, there while the panel is open. 'inline' where the page has no <main>
 * (a story): the panel renders where it is. null until placed: the panel renders once its host is in
 * the document, so its field's autoFocus finds it there.
 */
function useDockHost(): HTMLElement | 'inline' | null {
  const [host, setHost] = useState<HTMLElement | 'inline' | null>(null);
  useLayoutEffect(() => {
    const main = document.querySelector('main');
    if (!main) {
      setHost('inline');
      return;
    }
    const element = document.createElement('div');
    element.style.display = 'contents';
    main.after(element);
    setHost(element);
    return () => element.remove();
  }, []);
  return host;
}

function DockedPanel({ onClose }: { onClose: () => void }) {
  const host = useDockHost();
  if (host === null) return null;
  const panel = (
    <div className={styles.docked} data-concierge-panel="docked">
      <DockedDialog onClose={onClose} />
    </div>
  );
  return host === 'inline' ? panel : createPortal(panel, host);
}

export default function ConciergeDialog({ isOpen, onClose, prepared = false }: ConciergeDialogProps) {
  // Closing cancels the exchange in flight: its request, and the model's, end (conversation.ts).
  useEffect(() => {
    if (!isOpen) cancelExchange();
  }, [isOpen]);
  const isDocked = useMediaQuery(media.md);
  useEscapeCloses(isDocked && isOpen, onClose);
  // After the frame that shows the panel: its first question needs the markdown for the answer.
  useEffect(() => {
    if (isOpen) preloadChatMarkdown();
  }, [isOpen]);
  if (isDocked) {
    return isOpen ? <DockedPanel onClose={onClose} /> : null;
  }
  return <SheetDialog isOpen={isOpen} onClose={onClose} prepared={prepared} />;
}
