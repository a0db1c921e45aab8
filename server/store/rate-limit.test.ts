import { describe, expect, it } from 'vitest';
import { computeCost } from '../../src/contract/index.ts';
import { RateLimiter } from './rate-limit.ts';

function limiter(max: number, windowMs: number) {
  let now = 1_000_000;
  const rl = new RateLimiter({ max, windowMs, now: () => now });
  return { rl, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('allows max calls per window, then answers with the seconds until the next call is allowed', () => {
    const { rl } = limiter(3, 60_000);
    expect([rl.hit('a'), rl.hit('a'), rl.hit('a')].map((d) => d.allowed)).toEqual([true, true, true]);
    expect(rl.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 20 });
  });

  it('counts each client separately', () => {
    const { rl } = limiter(1, 60_000);
    expect(rl.hit('a').allowed).toBe(true);
    expect(rl.hit('b').allowed).toBe(true);
    expect(rl.hit('a').allowed).toBe(false);
  });

  it('refills continuously: one call back after window/max, the full allowance after a window', () => {
    const { rl, advance } = limiter(4, 60_000);
    for (let i = 0; i < 4; i++) rl.hit('a');
    expect(rl.hit('a').allowed).toBe(false);
    advance(14_999);
    expect(rl.hit('a').allowed).toBe(false);
    advance(1);
    expect(rl.hit('a')).toEqual({ allowed: true, remaining: 0 });
    advance(60_000);
    expect([1, 2, 3, 4].map(() => rl.hit('a').allowed)).toEqual([true, true, true, true]);
    expect(rl.hit('a').allowed).toBe(false);
  });

  it('does not let rejected calls extend the wait', () => {
    const { rl, advance } = limiter(2, 10_000);
    rl.hit('a');
    rl.hit('a');
    for (let i = 0; i < 100; i++) rl.hit('a');
    advance(5_000);
    expect(rl.hit('a').allowed).toBe(true);
  });

  it('forgets clients whose allowance is full again', () => {
    const { rl, advance } = limiter(5, 1_000);
    rl.hit('a');
    rl.hit('b');
    expect(rl.size).toBe(2);
    advance(1_000);
    rl.sweep();
    expect(rl.size).toBe(0);
  });

  it('blocks everything with max 0', () => {
    const { rl } = limiter(0, 30_000);
    expect(rl.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 });
  });
});

describe('RateLimiter costs (issue 47: compute calls are charged by their size)', () => {
  it('takes a call\'s cost from the allowance, and a call costing more than is left waits until it has refilled', () => {
    const { rl, advance } = limiter(30, 30_000); // one unit back per second
    expect(rl.hit('a', 10)).toEqual({ allowed: true, remaining: 20 });
    expect(rl.hit('a', 25)).toEqual({ allowed: false, retryAfterSeconds: 5 });
    advance(5_000);
    expect(rl.hit('a', 25)).toEqual({ allowed: true, remaining: 0 });
  });

  it('lets a call costing more than the whole allowance through on a full bucket, emptying it', () => {
    const { rl } = limiter(30, 30_000);
    expect(rl.hit('a', 500)).toEqual({ allowed: true, remaining: 0 });
    expect(rl.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  });
});

describe('computeCost', () => {
  it('is one unit per started 2 KB of body, at least one', () => {
    expect([0, 1, 2048, 2049, 100_060].map(computeCost)).toEqual([1, 1, 1, 2, 49]);
  });
});

