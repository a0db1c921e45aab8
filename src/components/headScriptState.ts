/** What an inline head script (form/heldSubmits.ts, heldPresses.ts) keeps on `window` under `key`. */
export const headScriptState = <T>(key: string): T | undefined => (window as unknown as Record<string, T | undefined>)[key];
