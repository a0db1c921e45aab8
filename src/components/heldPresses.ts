// A button pressed before the page has hydrated (ADR 0028). The prerendered page paints seconds
// before React hydrates it on a phone, and a plain button (the phone menu, the concierge launcher, a
// dialog trigger) does nothing then: React does not replay a click that reached the page before its
// root committed. An inline script in the document's head (`holdPressesScript`) keeps the last button
// pressed until then; the root presses it again in the effect of its first commit (`useHeldPress`).
// After that commit React answers every click itself, also in a part still hydrating in a pass of its
// own (ADR 0009). A submit button of a form is left to the held submits (form/heldSubmits.ts).
import { useEffect } from 'react';
export const heldPressKey = '__heldPress';
/** A press older than this at hydration is dropped: the visitor has moved on. */
export const HELD_PRESS_MAX_AGE_MS = 5000;

export interface HeldPress {
  button: HTMLButtonElement;
  at: number;
}

/**
 * The inline script for the head of every page; a string for the reason given in heldSubmits.ts.
 * `window.__heldPress` is the last press, or false once the root has committed.
 */
export const holdPressesScript = `document.addEventListener('click', function (event) {
  if (window.${heldPressKey} === false) return;
  var button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled || (button.type === 'submit' && button.form)) return;
  window.${heldPressKey} = { button: button, at: Date.now() };
}, true);`;

type PressWindow = Record<typeof heldPressKey, HeldPress | false | undefined>;

/** Stops holding presses and presses the held button again, if it is still there to press. */
export function replayHeldPress(now = Date.now()): void {
  const pressWindow = window as unknown as PressWindow;
  const held = pressWindow[heldPressKey];
  pressWindow[heldPressKey] = false;
  if (!held || now - held.at > HELD_PRESS_MAX_AGE_MS || !held.button.isConnected || held.button.disabled) return;
  held.button.click();
}

/** The root's hook: once the page has hydrated, the button pressed before is pressed again. */
export function useHeldPress(): void {
  useEffect(() => replayHeldPress(), []);
}
