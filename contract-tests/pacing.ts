// The suite paces itself under the documented rate limits (issue 48 point 5): a token bucket per
// rate-limit class, as the reference server keeps one per client (RATE_LIMIT_PER_MINUTE: 120 calls a
// minute to the calls that store, 600 to those that compute), so a run against a server with the
// documented limits sees no 429. A server whose limit is raised for a test run is driven at full
// speed with --rate-limit off. Waiting for the bucket is not counted as response time.
// A compute call costs one unit per started 2 KB of body (issue 47: a 100,000-character summary 49,
// an ROI call 1), a body over the call's limit one (it is refused before any work), as the
// reference server charges it (chargedUnits, from the contract).
import { chargedUnits, matchPath, RATE_LIMIT_PER_MINUTE, type RateLimitClass } from '../src/contract/index.ts';

export interface Pace {
  (method: string, path: string, bodyBytes: number): Promise<void>;
  /** The server's bucket of this class was emptied (the rate-limit rules' burst): the pacer starts again from none. */
  emptied: (kind: RateLimitClass) => void;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Calls a minute per class for a store limit of `storePerMinute` (compute scales with it, as on the reference server). */
export function limitsFor(storePerMinute: number): Record<RateLimitClass, number> {
  return { store: storePerMinute, compute: storePerMinute * (RATE_LIMIT_PER_MINUTE.compute / RATE_LIMIT_PER_MINUTE.store) };
}

/** Waits before each rate-limited call until its class's bucket has a token; other requests pass at once. */
export function pacer(perMinute: Record<RateLimitClass, number> = RATE_LIMIT_PER_MINUTE, now: () => number = () => performance.now()): Pace {
  const buckets = new Map<RateLimitClass, Bucket>();
  const pace = async (method: string, path: string, bodyBytes: number) => {
    const match = matchPath(method, path.split('?')[0]!);
    if (match.kind !== 'found' || !match.endpoint.rateLimit) return;
    const kind = match.endpoint.rateLimit;
    const cost = chargedUnits(match.endpoint, bodyBytes);
    const max = perMinute[kind];
    const perMs = max / 60_000;
    const bucket = buckets.get(kind) ?? { tokens: max, at: now() };
    buckets.set(kind, bucket);
    const refill = () => {
      const t = now();
      bucket.tokens = Math.min(max, bucket.tokens + (t - bucket.at) * perMs);
      bucket.at = t;
    };
    refill();
    // Keep one token in hand: the server's clock and ours start a few milliseconds apart.
    while (bucket.tokens < cost + 1) {
      await new Promise((resolve) => setTimeout(resolve, Math.ceil((cost + 1 - bucket.tokens) / perMs)));
      refill();
    }
    bucket.tokens -= cost;
  };
  return Object.assign(pace, { emptied: (kind: RateLimitClass) => void buckets.set(kind, { tokens: 0, at: now() }) });
}
