// Tests of the inline head scripts (form/heldSubmits.ts, heldPresses.ts): each is a string, run here
// against a stand-in window and document.

/**
 * Runs `script` with a stand-in `window`, a `document` that only takes listeners, and the named
 * globals (`classes`: the DOM classes the script tests against). Returns the window and the
 * capture-phase listener the script added for `type`.
 */
export function runInlineScript(script: string, type: string, classes: Record<string, unknown>) {
  const window: Record<string, unknown> = {};
  let listener: ((event: unknown) => void) | undefined;
  const document = {
    addEventListener: (eventType: string, fn: (event: unknown) => void, capture: boolean) => {
      if (eventType === type && capture) listener = fn;
    },
  };
  new Function('window', 'document', ...Object.keys(classes), script)(window, document, ...Object.values(classes));
  if (!listener) throw new Error(`the script added no capture-phase ${type} listener`);
  return { window, dispatch: listener };
}
