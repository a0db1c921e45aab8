// State kept in a module rather than a component: any code sets it (an event handler, a request
// that answers after the dialog closed), it outlives route changes and needs no provider. React
// components read it through useModuleStore.
import { useSyncExternalStore } from 'react';

export interface ModuleStore<T> {
  get(): T;
  /** Stores `next` and tells the readers, unless it is the value already held. */
  set(next: T): void;
  subscribe(listener: () => void): () => void;
}

export function moduleStore<T>(initial: T): ModuleStore<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next) {
      if (Object.is(value, next)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/**
 * The store's value, following changes. `serverValue` is what the server rendered (and what
 * hydration starts from) where the browser's value may differ; by default the store's own.
 */
export function useModuleStore<T>(store: ModuleStore<T>, serverValue?: () => T): T {
  return useSyncExternalStore(store.subscribe, store.get, serverValue ?? store.get);
}
