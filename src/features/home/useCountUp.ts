import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion.ts';
import { useHydrated } from '../../components/useHydrated.ts';
import { countUpRun, easeOut } from './countUpScript.ts';

/**
 * A number that counts from 0 (then from wherever it is) to `target` over `durationMs`, eased, once
 * `running` (until then it stays at 0). Under prefers-reduced-motion it shows the target at once. The
 * animation frame is cancelled on change and unmount. Hydrating a prerendered page, it stops the
 * count the page's inline script runs (countUpScript.ts) and goes on from that count's start.
 */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  const current = useRef(0);
  const hydrated = useHydrated();
  const [script] = useState(() => (hydrated ? undefined : countUpRun()));
  const goneOn = useRef(false);
  useLayoutEffect(() => {
    if (script) script.stopped = true;
  }, [script]);

  useEffect(() => {
    if (reduced) {
      current.current = target;
      setValue(target);
      return;
    }
    if (!running) return;
    const from = current.current;
    let frame = 0;
    // The script's count, once: a later target counts from where the count is.
    let start = goneOn.current ? undefined : script?.start;
    goneOn.current = true;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / durationMs);
      current.current = from + (target - from) * easeOut(progress);
      setValue(progress === 1 ? target : current.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced, running, script]);

  return value;
}
