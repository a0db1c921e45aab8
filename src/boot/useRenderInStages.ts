import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './useHydrated.ts';

/**
 * How many of a large form's `count` parts to render: the first on mount, then one more per
 * transition. Each part renders and commits in tasks of its own, so a form of a dozen react-aria
 * fields never holds the main thread in one long task (mounted at once, /book-call's took 27-76 ms).
 * Prerendered and hydrating, all of them: the static HTML holds the whole form.
 */
export function useRenderInStages(count: number): number {
  const [shown, setShown] = useState(useHydrated() ? 1 : count);
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(shown + 1));
  }, [shown, count]);
  return shown;
}
