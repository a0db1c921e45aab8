// Whether the page has shown a toast yet, and whether toasts are on screen. The root mounts the toast
// region, and loads react-aria's Toast code, only from the first toast on (issue 11), so this module
// imports none of it; on a slow line the region may appear a while after that first toast.
import { moduleStore, useModuleStore } from './moduleStore.ts';

const toastShown = moduleStore(false);
const noToastInStaticHtml = () => false;
const regionMounted = moduleStore(false);

export function markToastShown(): void {
  toastShown.set(true);
}

/** False until the first toast of the page; false while hydrating (no toast is in the static HTML). */
export function useToastShown(): boolean {
  return useModuleStore(toastShown, noToastInStaticHtml);
}

/** Set by the toast region as it mounts and unmounts. */
export function setToastRegionMounted(mounted: boolean): void {
  regionMounted.set(mounted);
}

/**
 * Runs `callback` once toasts are on screen: at once if the region is mounted, else when it mounts.
 * A toast that must be seen for a while before the next replaces it times the next from here.
 * Returns the cancel.
 */
export function whenToastsOnScreen(callback: () => void): () => void {
  if (regionMounted.get()) {
    callback();
    return () => undefined;
  }
  const unsubscribe = regionMounted.subscribe(() => {
    if (!regionMounted.get()) return;
    unsubscribe();
    callback();
  });
  return unsubscribe;
}
