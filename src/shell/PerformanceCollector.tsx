import { useEffect } from 'react';
import { startWebVitals } from '../app/webVitals';

/** Invisible; starts the web-vitals collector once the page is in the browser. */
export function PerformanceCollector() {
  useEffect(() => startWebVitals(), []);
  return null;
}
