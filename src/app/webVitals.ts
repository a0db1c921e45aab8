// The invisible performance collector of product-rules.md S7: web-vitals metrics are gathered
// and logged to the console once, 5 s after start. It makes no network call.
// FID is retired in web-vitals 5+; INP (its successor) is logged in its place.
// Every value as it stands (`reportAllChanges`): by default web-vitals reports the largest paint at
// the first input after it starts, and layout shift and INP only when the page is hidden, so a log 5 s
// after the start of a visit that never acts would hold FCP and TTFB alone.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export const VITALS_LOG_DELAY_MS = 5000;

export function startWebVitals(log: (label: string, data: Record<string, number>) => void = console.info): () => void {
  const values: Record<string, number> = {};
  const record = (metric: Metric) => {
    values[metric.name] = Math.round(metric.value * 1000) / 1000;
  };
  const asTheyStand = { reportAllChanges: true };
  onLCP(record, asTheyStand);
  onINP(record, asTheyStand);
  onCLS(record, asTheyStand);
  onTTFB(record);
  onFCP(record);
  const timer = setTimeout(() => log('[web-vitals]', { ...values }), VITALS_LOG_DELAY_MS);
  return () => clearTimeout(timer);
}
