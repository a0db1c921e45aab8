// Dialogs whose body loads apart from the page (issue 11, ADR 0009, ADR 0081): the kit Dialog (its
// layer, title and close button, on the kit's own Modal) is part of the page's code, so the press that
// opens it paints it at once; the body is a lazy chunk, fetched once the browser is idle after the page
// has hydrated, or earlier when the visitor points at or focuses the trigger or a touch on it starts,
// and at the latest on the press. Until it has arrived the open dialog says Loading… in its place.
// Once fetched, and the browser idle again, a trigger's dialog renders ahead, hidden (ADR 0079), so
// the press only shows it. Nothing of it is in the static HTML or the first client render, so they and
// the layout are the same as without it.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Button, type ButtonProps } from '../actions/Button.tsx';
import { Dialog, type DialogProps } from './Dialog.tsx';
import { DialogLoading } from './DialogLoading.tsx';
import { lazyWithPreload } from '../../boot/lazyWithPreload.tsx';
import { prefetch, useLoaded, usePreparedWhenIdle, warmOnReach, type Load } from '../../boot/loadOnDemand.ts';

/**
 * A dialog's body from its own module (its default export). Create it once, at module level, and pass
 * its `preload` to the LazyDialog or LazyDialogTrigger that shows it.
 */
export function lazyDialogBody<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazyWithPreload(load);
}

/** A dialog whose body is in the page's code already. */
const noBody: Load<unknown> = Object.assign(() => Promise.resolve(), { loaded: true });

export interface LazyDialogProps extends DialogProps {
  /** The body's module (`lazyDialogBody(...).preload`): until it has loaded, the open dialog says Loading…. */
  preload?: Load<unknown>;
}

/**
 * The kit Dialog, controlled (`isOpen`, `onOpenChange`), in the page only from its first opening (or
 * preparing) on, with its body once the body's module is here. Once opened it stays mounted, so it
 * closes with its exit animation and focus returns to where it was.
 */
export function LazyDialog({ preload, ...dialog }: LazyDialogProps) {
  const [opened, setOpened] = useState(false);
  if ((dialog.isOpen || dialog.prepared) && !opened) setOpened(true);
  const bodyHere = useLoaded(preload ?? noBody, opened);
  if (!opened) return null;
  return <Dialog {...dialog}>{bodyHere ? dialog.children : <DialogLoading />}</Dialog>;
}

export interface LazyDialogTriggerProps extends Omit<DialogProps, 'isOpen' | 'onOpenChange'> {
  /** The body's module: `lazyDialogBody(...).preload`. */
  preload?: Load<unknown>;
  /** The trigger button's label. */
  label: ReactNode;
  /** The trigger's look (kit Button props). */
  button?: Omit<ButtonProps, 'children' | 'onPress'>;
}

/** A kit Button that opens a LazyDialog: the on-demand counterpart of `<DialogTrigger>`. */
export function LazyDialogTrigger({ label, button, preload, ...dialog }: LazyDialogTriggerProps) {
  const [isOpen, setOpen] = useState(false);
  const load = preload ?? noBody;
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
      <LazyDialog {...dialog} preload={preload} isOpen={isOpen} onOpenChange={setOpen} prepared={prepared} />
    </>
  );
}
