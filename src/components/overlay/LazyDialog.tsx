// Dialogs whose code loads apart from the page (issue 11, ADR 0009): the kit Dialog (react-aria's
// Modal, Dialog, focus scope and overlay code) and the dialog's body are lazy chunks, fetched once the
// browser is idle after the page has hydrated, or earlier when the visitor points at or focuses the
// trigger or a touch on it starts, and at the latest on the press; not with the page's own scripts.
// Once fetched, and the browser idle again, a trigger's dialog renders ahead, hidden (ADR 0079), so the
// press only shows it. Nothing of it is in the static HTML or the first client render, so they and
// the layout are the same as without it.
import { startTransition, Suspense, useEffect, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../actions/Button.tsx';
import type { DialogProps } from './Dialog.tsx';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { prefetch, warmOnReach, whenIdle } from '../../boot/loadOnDemand.ts';

const Dialog = lazyWithPreload<DialogProps>(() => import('./Dialog.tsx').then((m) => ({ default: m.Dialog })));
const loadDialog = Dialog.preload;

type Preload = () => Promise<unknown>;

/**
 * A dialog's body from its own module (its default export), loaded with the dialog. Create it once,
 * at module level, and pass its `preload` to the LazyDialogTrigger that shows it.
 */
export function lazyDialogBody<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyWithPreload(load);
}

/** The dialog code and, when given, a body's module (see lazyDialogBody), fetched together. */
const loadDialogWith = (body?: Preload) => () => Promise.all([loadDialog(), body?.()]);

/** Starts fetching the dialog code and, when given, a body's module. */
export function preloadDialog(body?: Preload): void {
  prefetch(loadDialogWith(body));
}

/**
 * Whether a dialog may be rendered ahead, hidden (Modal.tsx `prepared`): once the browser is idle and
 * `load` has settled, in a transition, so the work yields to anything the visitor does meanwhile.
 */
export function usePreparedWhenIdle(load: () => Promise<unknown>): boolean {
  const [prepared, setPrepared] = useState(false);
  useEffect(() => {
    let active = true;
    const cancel = whenIdle(() => {
      load().then(
        () => active && startTransition(() => setPrepared(true)),
        () => undefined,
      );
    });
    return () => {
      active = false;
      cancel();
    };
  }, [load]);
  return prepared;
}

/**
 * The kit Dialog, controlled (`isOpen`, `onOpenChange`), loaded on demand. Once opened (or prepared)
 * it stays mounted, so it closes with its exit animation and focus returns to where it was.
 */
export function LazyDialog(dialog: DialogProps) {
  const [opened, setOpened] = useState(false);
  if ((dialog.isOpen || dialog.prepared) && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...dialog} />
    </Suspense>
  );
}

export interface LazyDialogTriggerProps extends Omit<DialogProps, 'isOpen' | 'onOpenChange'> {
  /** The body module to fetch with the dialog code: `lazyDialogBody(...).preload`. */
  preload?: Preload;
  /** The trigger button's label. */
  label: ReactNode;
  /** The trigger's look (kit Button props). */
  button?: Omit<ButtonProps, 'children' | 'onPress'>;
}

/** A kit Button that opens a LazyDialog: the on-demand counterpart of `<DialogTrigger>`. */
export function LazyDialogTrigger({ label, button, preload, ...dialog }: LazyDialogTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const load = useMemo(() => loadDialogWith(preload), [preload]);
  const prepared = usePreparedWhenIdle(load);
  return (
    <>
      <Button
        {...button}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        {...warmOnReach(load)}
        onPress={() => {
          prefetch(load);
          setOpen(true);
        }}
      >
        {label}
      </Button>
      <LazyDialog {...dialog} isOpen={isOpen} onOpenChange={setOpen} prepared={prepared} />
    </>
  );
}
