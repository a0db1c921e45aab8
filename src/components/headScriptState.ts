/** What an inline script (form/heldSubmits.ts, heldPresses.ts, heldSlides.ts, a PrerenderScript) keeps on `window` under `key`. */
export const headScriptState = <T>(key: string): T | undefined => (window as unknown as Record<string, T | undefined>)[key];
