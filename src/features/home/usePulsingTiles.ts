import { useEffect, useState } from 'react';
import { usePrefersReducedMotion } from '../../components/usePrefersReducedMotion.ts';

/**
 * Every `everyMs`, `count` random tiles of `total` pulse for `forMs` (cosmetic, product-rules.md S4).
 * Nothing pulses under prefers-reduced-motion. Timers are cleared on unmount.
 */
export function usePulsingTiles(total: number, count: number, everyMs: number, forMs: number): ReadonlySet<number> {
  const reduced = usePrefersReducedMotion();
  const [pulsing, setPulsing] = useState<ReadonlySet<number>>(() => new Set());

  useEffect(() => {
    if (reduced) {
      setPulsing(new Set());
      return;
    }
    let stop: ReturnType<typeof setTimeout> | undefined;
    const interval = setInterval(() => {
      const indices = Array.from({ length: total }, (_, i) => i);
      for (let i = indices.length - 1; i > 0; i--) {
        const j = Math.floor(Math.random() * (i + 1));
        [indices[i], indices[j]] = [indices[j]!, indices[i]!];
      }
      setPulsing(new Set(indices.slice(0, count)));
      clearTimeout(stop);
      stop = setTimeout(() => setPulsing(new Set()), forMs);
    }, everyMs);
    return () => {
      clearInterval(interval);
      clearTimeout(stop);
    };
  }, [total, count, everyMs, forMs, reduced]);

  return pulsing;
}
