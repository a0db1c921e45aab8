// Where focus goes as a modal dialog opens on a touch screen (ADR 0050).

/**
 * Whether a modal may put focus in a text field as it opens. On a touch screen react-aria keeps a
 * modal hidden until the on-screen keyboard that such focus opens has resized the page (or its
 * 600 ms keyboard timeout has passed), and the keyboard then covers half of the dialog. There the
 * dialog takes focus itself, shows at once, and the visitor taps the field to type.
 */
export function mayFocusFieldOnOpen(): boolean {
  return typeof navigator === 'undefined' || navigator.maxTouchPoints === 0;
}
