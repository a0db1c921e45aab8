// Whether the built demo is ready offline: its worker (sw.js, ADR 0013) is active, which it becomes
// only after caching every page and asset. The Mock API panel shows a 'Ready offline' badge then.

type Listener = () => void;
let ready = false;
const listeners = new Set<Listener>();

export const isReadyOffline = () => ready;

export function subscribeReadyOffline(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markReadyOffline(): void {
  ready = true;
  for (const listener of listeners) listener();
}
