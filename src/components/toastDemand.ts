// Whether the page has shown a toast yet. The root mounts the toast region, and loads react-aria's
// Toast code, only from then on (issue 11), so this module imports none of it.
import { moduleStore, useModuleStore } from './moduleStore.ts';

const toastShown = moduleStore(false);
const noToastInStaticHtml = () => false;

export function markToastShown(): void {
  toastShown.set(true);
}

/** False until the first toast of the page; false while hydrating (no toast is in the static HTML). */
export function useToastShown(): boolean {
  return useModuleStore(toastShown, noToastInStaticHtml);
}
