// A token bucket per client: `max` calls per `windowMs`, refilled continuously, so there is no burst
// at a window boundary. Buckets that have refilled completely carry no information and are dropped.

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  now?: () => number;
}

export type RateDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

interface Bucket {
  tokens: number;
  updatedAt: number;
}

export class RateLimiter {
  readonly max: number;
  readonly windowMs: number;
  #now: () => number;
  #buckets = new Map<string, Bucket>();

  constructor(options: RateLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /** Takes one token for `key` if there is one. */
  hit(key: string): RateDecision {
    const now = this.#now();
    const perMs = this.max / this.windowMs;
    const bucket = this.#buckets.get(key);
    const tokens = bucket ? Math.min(this.max, bucket.tokens + (now - bucket.updatedAt) * perMs) : this.max;
    if (tokens < 1) {
      if (bucket) Object.assign(bucket, { tokens, updatedAt: now });
      const retryAfterSeconds = this.max === 0 ? Math.ceil(this.windowMs / 1000) : Math.ceil((1 - tokens) / perMs / 1000);
      return { allowed: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
    }
    this.#buckets.set(key, { tokens: tokens - 1, updatedAt: now });
    if (this.#buckets.size > 10_000) this.sweep();
    return { allowed: true, remaining: Math.floor(tokens - 1) };
  }

  /** Drops full buckets; the server also calls this once per window. */
  sweep(): void {
    const now = this.#now();
    for (const [key, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * (this.max / this.windowMs) >= this.max) this.#buckets.delete(key);
    }
  }

  get size(): number {
    return this.#buckets.size;
  }
}
