// The invisible performance collector of product-rules.md S7: web-vitals metrics are gathered
// and logged to the console once, 5 s after start. It makes no network call.
// FID is retired in web-vitals 5+; INP (its successor) is logged in its place.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';

export const VITALS_LOG_DELAY_MS = 5000;

export function startWebVitals(log: (label: string, data: Record<string, number>) => void = console.info): () => void {
  const values: Record<string, number> = {};
  const record = (metric: Metric) => {
    values[metric.name] = Math.round(metric.value * 1000) / 1000;
  };
  onLCP(record);
  onINP(record);
  onCLS(record);
  onTTFB(record);
  onFCP(record);
  const timer = setTimeout(() => log('[web-vitals]', { ...values }), VITALS_LOG_DELAY_MS);
  return () => clearTimeout(timer);
}
