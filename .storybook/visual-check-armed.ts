// Whether the visual check (./visual-regression.ts) is armed for the story that is starting. Its
// hooks reach a story file only if Vitest runs the setup file again for that file, which it does when
// the import's cache-busting stamp (Date.now() in Vitest's browser runner) has changed. The preview asks
// before every story, so a story file left without the hooks fails instead of passing unpictured.
// Storybook's own UI never runs the setup file and is never asked.

/** Where the state lives: on globalThis, which the setup file and the preview share in the story run. */
export const armedKey = Symbol.for('orbital-agents.visual-check-armed');
type Holder = { [armedKey]?: boolean };

export function setVisualCheckArmed(armed: boolean): void {
  (globalThis as Holder)[armedKey] = armed;
}

export function assertVisualCheckArmed(storyId: string): void {
  if ((globalThis as Holder)[armedKey] === false) {
    throw new Error(`The visual check is not armed for ${storyId}: the hooks of .storybook/visual-regression.ts did not reach its story file.`);
  }
}
