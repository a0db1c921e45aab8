import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion.ts';

/** The count's easing: fast at first, settling on the target. */
const easeOut = (progress: number) => 1 - (1 - progress) ** 3;

/**
 * A number that counts from 0 (then from wherever it is) to `target` over `durationMs`, eased, once
 * `running` (until then it stays at 0). Under prefers-reduced-motion it shows the target at once. The
 * animation frame is cancelled on change and unmount.
 */
export function useCountUp(target: number, durationMs: number, running: boolean): number {
  const reduced = usePrefersReducedMotion();
  const [value, setValue] = useState(0);
  const current = useRef(0);

  useEffect(() => {
    if (reduced) {
      current.current = target;
      setValue(target);
      return;
    }
    if (!running) return;
    const from = current.current;
    let frame = 0;
    let start: number | undefined;
    const step = (time: number) => {
      start ??= time;
      const progress = Math.min(1, (time - start) / durationMs);
      current.current = from + (target - from) * easeOut(progress);
      setValue(progress === 1 ? target : current.current);
      if (progress < 1) frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs, reduced, running]);

  return value;
}
