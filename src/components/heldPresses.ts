// A button pressed before it has hydrated (ADR 0028). The prerendered page paints seconds before
// React hydrates it on a phone, and a button (the phone menu, the concierge launcher, a dialog
// trigger, a select) does nothing then. React does not act on a click that reaches the page before the
// root's first commit, nor on one in a part still waiting for its code after that. An inline script in
// the document's head (`holdPressesScript`) keeps the last button pressed until the root has
// committed (`useStopHoldingPresses`); the kit's buttons press it again once they have hydrated
// (`usePressHeldWithin`). From the root's commit on the clicks are React's own. A submit
// button of a form is left to the held submits (form/heldSubmits.ts).
import { useEffect, type RefObject } from 'react';
import { headScriptState } from './headScriptState.ts';

export const heldPressesKey = '__heldPresses';
/** A press older than this when its button hydrates is dropped: the visitor has moved on. */
export const HELD_PRESS_MAX_AGE_MS = 5000;

export interface HeldPresses {
  /** False once the root has committed: no press is kept from then on. */
  open: boolean;
  last?: { button: HTMLButtonElement; at: number };
}

/** The inline script for the head of every page; a string for the reason given in heldSubmits.ts. */
export const holdPressesScript = `window.${heldPressesKey} = { open: true };
document.addEventListener('click', function (event) {
  var held = window.${heldPressesKey};
  if (!held.open) return;
  var button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
  held.last = { button: button, at: Date.now() };
}, true);`;

const heldPresses = () => headScriptState<HeldPresses>(heldPressesKey);

/** The root's hook: once it has committed, clicks are React's and no press is kept. */
export function useStopHoldingPresses(): void {
  useEffect(() => {
    const held = heldPresses();
    if (held) held.open = false;
  }, []);
}

/**
 * If the held press is of a button that `matches`, presses it again (once, if fresh and enabled). In a
 * task of its own, as a visitor's press comes: after every effect of the commit that hydrated the
 * button. Pressed from the button's own effect, it ran before its parents' effects, and a page that
 * moves focus in an effect after a press (/book-call's session choice) had its first effect clear
 * what the press had asked for.
 */
export function pressHeldButton(matches: (button: HTMLButtonElement) => boolean, now = Date.now()): void {
  const held = heldPresses();
  const last = held?.last;
  if (!held || !last || !matches(last.button)) return;
  delete held.last;
  if (now - last.at > HELD_PRESS_MAX_AGE_MS) return;
  const { button } = last;
  setTimeout(() => {
    if (button.isConnected && !button.disabled) button.click();
  });
}

/**
 * A kit control's hook (Button, Select): the effect of its hydration presses its button again if it was
 * pressed before. `ref` is the button, or the control holding react-aria's own (a select's trigger).
 */
export function usePressHeldWithin(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => pressHeldButton((button) => ref.current?.contains(button) ?? false), [ref]);
}
