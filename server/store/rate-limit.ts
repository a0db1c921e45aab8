// A token bucket per client: `max` units per `windowMs`, refilled continuously, so there is no burst
// at a window boundary. A call costs one unit, or more (compute calls by their size, computeCost).
// Buckets that have refilled completely carry no information and are dropped.

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

/** What the API asks of a rate limiter: this file's in-process one (SQLite's), or PostgreSQL's shared one (postgres.ts). */
export interface Limiter {
  readonly windowMs: number;
  hit(key: string, cost?: number): RateDecision | Promise<RateDecision>;
  /** Drops the buckets that have refilled completely. */
  sweep(): void;
}

/** The decision when `tokens` (refilled to now) are fewer than `needed`. */
export function refusal(tokens: number, needed: number, max: number, windowMs: number): RateDecision {
  const retryAfterSeconds = max === 0 ? Math.ceil(windowMs / 1000) : Math.ceil((needed - tokens) / (max / windowMs) / 1000);
  return { allowed: false, retryAfterSeconds: Math.max(1, retryAfterSeconds) };
}

export class RateLimiter implements Limiter {
  readonly max: number;
  readonly windowMs: number;
  #now: () => number;
  #buckets = new Map<string, Bucket>();

  constructor(options: RateLimitOptions) {
    this.max = options.max;
    this.windowMs = options.windowMs;
    this.#now = options.now ?? Date.now;
  }

  /**
   * Takes `cost` tokens for `key` if it has them. A call costing more than the whole allowance needs
   * a full bucket and empties it (so it is possible, once per window).
   */
  hit(key: string, cost = 1): RateDecision {
    const now = this.#now();
    const perMs = this.max / this.windowMs;
    const bucket = this.#buckets.get(key);
    const tokens = bucket ? Math.min(this.max, bucket.tokens + (now - bucket.updatedAt) * perMs) : this.max;
    const needed = Math.max(1, Math.min(cost, this.max));
    if (tokens < needed) {
      if (bucket) Object.assign(bucket, { tokens, updatedAt: now });
      return refusal(tokens, needed, this.max, this.windowMs);
    }
    this.#buckets.set(key, { tokens: tokens - needed, updatedAt: now });
    if (this.#buckets.size > 10_000) this.sweep();
    return { allowed: true, remaining: Math.floor(tokens - needed) };
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


