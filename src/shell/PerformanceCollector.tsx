import { useEffect } from 'react';

/** Invisible; loads and starts the web-vitals collector once the page is in the browser. */
export function PerformanceCollector() {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let disposed = false;
    void import('../app/webVitals.ts').then(({ startWebVitals }) => {
      if (!disposed) stop = startWebVitals();
    });
    return () => {
      disposed = true;
      stop?.();
    };
  }, []);
  return null;
}
