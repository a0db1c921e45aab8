// The AI Concierge's panel: its frame, its header (title, Online badge, Close) and its place on the
// page, in the page's own code, so the tap that opens it paints it at once. The conversation inside
// (ConciergeConversation.tsx: the messages, the field, the markdown) is a chunk of its own; until it
// has arrived the panel says Loading… in its place (ADR 0081).
//
// From the tablet breakpoint up it docks at the bottom right (425 x 600) as a non-modal dialog: the
// page stays visible and usable, Tab can leave the panel, Escape closes it, wherever focus is (in the
// panel or on the page beside it). It sits in the document right after the page's main content, so
// that Tab from its last control goes on to the footer and Shift+Tab from its first back into the page,
// as the browser's own order gives them (rendered where the launcher is, at the document's end, its
// last Tab would leave the page). Below that it is a full-height sheet, modal because it hides the
// whole page (ADR 0017), on the kit's Modal (ADR 0079).
import { useEffect, useEffectEvent, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Badge } from '../../components/Badge.tsx';
import { Button } from '../../components/actions/Button.tsx';
import { DialogLoading } from '../../components/overlay/DialogLoading.tsx';
import { Modal } from '../../components/overlay/Modal.tsx';
import { CloseIcon } from '../../components/icons.tsx';
import { useMediaQuery } from '../../components/useMediaQuery.ts';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { once, useLoaded } from '../../boot/loadOnDemand.ts';
import { media } from '../../design/breakpoints.ts';
import * as styles from './concierge.css.ts';
import { CONCIERGE_TITLE } from './copy.ts';
import { setConciergeOpen } from './conciergeStore.ts';

const loadConversationModule = once(() => import('./ConciergeConversation.tsx'));
const Conversation = lazyWithPreload(loadConversationModule);
/** The conversation's code (with it, react-aria's field and the conversation's calls). */
export const loadConversation = Conversation.preload;

/** The conversation once its code is here (it is fetched now if it is not yet); Loading… until then. */
function ConversationWhenHere({ focusesInput }: { focusesInput: boolean }) {
  const here = useLoaded(loadConversation, true);
  return here ? <Conversation focusesInput={focusesInput} /> : <DialogLoading />;
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
      <ConversationWhenHere focusesInput={focusesInput} />
    </>
  );
}

/** The phone sheet: the kit's modal (ADR 0079), its message field focused where a field may take focus (ADR 0050). */
function SheetPanel({ isOpen, onClose, prepared }: { isOpen: boolean; onClose: () => void; prepared: boolean }) {
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

/** The docked dialog: non-modal, the page beside it usable. Focus goes in as it opens (its field's autoFocus, or the dialog). */
function DockedDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus({ preventScroll: true });
  }, []);
  return (
    <div ref={dialogRef} role="dialog" aria-labelledby={titleId} tabIndex={-1} className={styles.dialog}>
      <PanelContent
        heading={
          <h2 id={titleId} className={styles.title}>
            {CONCIERGE_TITLE}
          </h2>
        }
        onClose={onClose}
        focusesInput
      />
    </div>
  );
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

export interface ConciergePanelProps {
  isOpen: boolean;
  /** Closes the concierge and puts focus back on its launcher. */
  onClose: () => void;
  /** The phone sheet is rendered ahead, hidden, while closed (the kit's Modal). */
  prepared?: boolean;
}

export function ConciergePanel({ isOpen, onClose, prepared = false }: ConciergePanelProps) {
  // Closing cancels the exchange in flight: its request, and the model's, end (conversation.ts). Only
  // a conversation whose code is here can have one.
  useEffect(() => {
    if (!isOpen && loadConversationModule.loaded) void loadConversationModule().then((module) => module.cancelExchange());
  }, [isOpen]);
  const isDocked = useMediaQuery(media.md);
  useEscapeCloses(isDocked && isOpen, onClose);
  if (isDocked) {
    return isOpen ? <DockedPanel onClose={onClose} /> : null;
  }
  return <SheetPanel isOpen={isOpen} onClose={onClose} prepared={prepared} />;
}
