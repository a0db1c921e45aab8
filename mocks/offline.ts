// Whether the built demo is ready offline: the worker that controls the page (sw.js, ADR 0038) has
// every page and asset of the demo in its cache, as it answers when asked (mocks/browser.ts). The
// Mock API panel shows a 'Ready offline' badge then.

type Listener = () => void;
let ready = false;
const listeners = new Set<Listener>();

export const isReadyOffline = () => ready;

export function subscribeReadyOffline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setReadyOffline(value: boolean): void {
  if (value === ready) return;
  ready = value;
  for (const listener of listeners) listener();
}
