// The kit's modal layer (ADR 0079): the full-screen layer, the box on it and the element that is the
// dialog, with the modal rules done by the browser and a few listeners instead of react-aria's Modal.
// What a tap on an opener pays for is React's render of what opens and the frame that shows it: no
// layout read while opening (no viewport or scroll-bar measure), no walk marking the rest of the page
// hidden (`aria-modal` tells assistive technology; the layer covers the page for the pointer; Tab and
// Shift+Tab wrap inside the dialog), the page's scrolling stopped by one attribute on <html>.
// Escape closes, a press on the layer outside the box closes where `isDismissable`, focus goes to the
// first text field (`focusField`, where a field may take it: focusOnOpen.ts) or the dialog itself and
// goes back to where it was when the dialog closes. Closed, nothing of it is in the page, unless it is
// `prepared`: rendered ahead, hidden, so that the tap that opens it renders next to nothing.
import { Fragment, startTransition, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { mayFocusFieldOnOpen } from './focusOnOpen.ts';
import { modalOpenAttribute } from './modal.css.ts';

export interface ModalProps {
  isOpen: boolean;
  /** Called with false on Escape and on a press outside the box (where `isDismissable`). */
  onOpenChange: (isOpen: boolean) => void;
  isDismissable?: boolean;
  /** The id of the heading that names the dialog. */
  labelledBy: string;
  /** The first text field takes focus as the dialog opens, where a field may (focusOnOpen.ts). */
  focusField?: boolean;
  /** The full-screen layer, the box on it, and the element that is the dialog (inside the box). */
  classNames: { layer: string; box: string; dialog: string };
  /**
   * Rendered ahead, hidden, while closed: opening then only shows it. Its content is rendered afresh,
   * hidden, after each close (a form opens empty, as it did the first time).
   */
  prepared?: boolean;
  /** Data attributes of the layer while it shows (`data-concierge-panel`). */
  layerData?: Record<`data-${string}`, string>;
  children: ReactNode;
}

const tabbable =
  'a[href], button:not(:disabled), input:not(:disabled):not([type="hidden"]), select:not(:disabled), textarea:not(:disabled), [tabindex]';
const textField = 'input:not([type="hidden"], [type="checkbox"], [type="radio"], [type="range"]), textarea';

/** The dialog's controls Tab reaches, in order. */
function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(tabbable)].filter((element) => element.tabIndex >= 0 && element.checkVisibility());
}

/** Open modals, so that the page's scrolling comes back when the last one closes. */
let openCount = 0;

/**
 * The width of the page's scroll bar (0 where scroll bars overlay the page, as on phones), read while
 * nothing is opening: as this module loads and as a modal mounts or closes, never in the tap. While
 * a modal is open the page keeps that room, so it does not shift sideways as its scroll bar goes.
 */
let scrollbarWidth = 0;
const measureScrollbar = () => {
  if (openCount === 0) scrollbarWidth = Math.max(0, window.innerWidth - document.documentElement.clientWidth);
};
if (typeof window !== 'undefined') measureScrollbar();

function lockPageScroll(): () => void {
  const root = document.documentElement;
  if (openCount++ === 0) {
    root.setAttribute(modalOpenAttribute, '');
    if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  }
  return () => {
    if (--openCount > 0) return;
    root.removeAttribute(modalOpenAttribute);
    root.style.removeProperty('padding-right');
  };
}

/** A modal dialog, controlled: rendered while open and while its exit animation runs. */
export function Modal({ isOpen, onOpenChange, isDismissable = false, labelledBy, focusField = false, classNames, prepared = false, layerData, children }: ModalProps) {
  const [rendered, setRendered] = useState(isOpen);
  const [exiting, setExiting] = useState(false);
  /** Counts the closes; the content rendered is keyed by the count it has caught up with. */
  const [closes, setCloses] = useState(0);
  const [generation, setGeneration] = useState(0);
  // Hidden, the content catches up in a transition (below); opening before it has, it does so at once.
  if (isOpen && generation !== closes) setGeneration(closes);
  if (isOpen && !rendered) setRendered(true);
  if (isOpen && exiting) setExiting(false);
  if (!isOpen && rendered && !exiting) setExiting(true);

  const dialogRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  /** Focus goes back to the opener once the dialog has left the page (the opener may be hidden while it is there). */
  const returnFocus = useRef(false);
  /** The press began on the layer itself, outside the box. */
  const pressOnLayer = useRef(false);

  /** Opened before its field was there (a body still loading, LazyDialog.tsx): the field takes focus as it comes. */
  const fieldToCome = useRef(false);

  // Opening: before the browser paints, so the first frame has focus where it belongs.
  useLayoutEffect(() => {
    if (!isOpen) return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    const wantsField = focusField && mayFocusFieldOnOpen();
    const field = wantsField ? dialog.querySelector<HTMLElement>(textField) : null;
    (field ?? dialog).focus({ preventScroll: true });
    fieldToCome.current = wantsField && !field;
    return () => {
      fieldToCome.current = false;
      unlock();
    };
  }, [isOpen, focusField]);

  // The field arrives with a later render; focus moves to it unless the visitor has moved it on.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!fieldToCome.current || !dialog) return;
    const field = dialog.querySelector<HTMLElement>(textField);
    if (!field) return;
    fieldToCome.current = false;
    if (document.activeElement === dialog) field.focus({ preventScroll: true });
  });

  useEffect(() => {
    if (!isOpen) measureScrollbar();
  }, [isOpen]);

  useEffect(() => {
    if (generation !== closes) startTransition(() => setGeneration(closes));
  }, [generation, closes]);

  // The on-screen keyboard shrinks the visual viewport, not the layout one: boxes sized by
  // --visual-viewport-height (falling back to the full height) follow it, set only as it changes.
  useEffect(() => {
    const viewport = window.visualViewport;
    const layer = dialogRef.current?.parentElement?.parentElement;
    if (!isOpen || !viewport || !layer) return;
    const follow = () => layer.style.setProperty('--visual-viewport-height', `${viewport.height}px`);
    viewport.addEventListener('resize', follow);
    return () => viewport.removeEventListener('resize', follow);
  }, [isOpen]);

  // Closing: after the exit animation, gone, and focus back on what had it (unless it moved on).
  useEffect(() => {
    if (!exiting) return;
    const dialog = dialogRef.current;
    const layer = dialog?.parentElement?.parentElement;
    let cancelled = false;
    const animations = layer?.getAnimations({ subtree: true }) ?? [];
    void Promise.allSettled(animations.map((animation) => animation.finished)).then(() => {
      if (cancelled) return;
      const active = document.activeElement;
      returnFocus.current = !active || active === document.body || Boolean(dialog?.contains(active));
      // A field that keeps focus while hidden would still count as typing (the concierge's launcher
      // steps aside then, concierge.css.ts) and the opener could not take focus back.
      if (active instanceof HTMLElement && dialog?.contains(active)) active.blur();
      setRendered(false);
      setExiting(false);
      setCloses((count) => count + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [exiting]);

  useLayoutEffect(() => {
    if (rendered || !returnFocus.current) return;
    returnFocus.current = false;
    if (opener.current?.isConnected) opener.current.focus({ preventScroll: true });
  }, [rendered]);

  if ((!rendered && !prepared) || typeof document === 'undefined') return null;
  const hidden = !rendered;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && !event.nativeEvent.isComposing && !event.defaultPrevented) {
      event.preventDefault();
      event.stopPropagation();
      onOpenChange(false);
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const stops = tabStops(dialogRef.current);
    const first = stops[0];
    const last = stops.at(-1);
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
  // A press that starts and ends on the layer itself, outside the box.
  const onPointerDown = (event: MouseEvent<HTMLDivElement>) => {
    pressOnLayer.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (isDismissable && pressOnLayer.current && event.target === event.currentTarget) onOpenChange(false);
    pressOnLayer.current = false;
  };

  return createPortal(
    // The layer takes the presses outside the box (Escape is the keyboard's way out).
    <div
      className={classNames.layer}
      style={hidden ? { display: 'none' } : undefined}
      data-entering={isOpen || undefined}
      data-exiting={exiting || undefined}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onClick={onClick}
      {...(hidden ? undefined : layerData)}
    >
      <div className={classNames.box} data-entering={isOpen || undefined} data-exiting={exiting || undefined}>
        <div ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={labelledBy} tabIndex={-1} className={classNames.dialog}>
          <Fragment key={generation}>{children}</Fragment>
        </div>
      </div>
    </div>,
    document.body,
  );
}
