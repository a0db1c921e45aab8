import { afterEach, describe, expect, it } from 'vitest';
import { endpoints } from '../src/contract/index.ts';
import { configureMocks, latencyOf, parseLatency, realisticLatencyMs, resetMockTiming } from './config.ts';

afterEach(resetMockTiming);

describe('mock latency', () => {
  it('is instant in Node unless a test asks for another', () => {
    expect(latencyOf('playground.analyze')).toBe(0);
    configureMocks({ latency: 'realistic' });
    expect(latencyOf('playground.analyze')).toBe(4500);
    expect(latencyOf('contact.submit')).toBe(700);
    configureMocks({ latency: 90 });
    expect(latencyOf('playground.analyze')).toBe(90);
  });

  it('the realistic latency lets the playground show its four 1.5 s steps and keeps forms under a second', () => {
    expect(Object.keys(realisticLatencyMs).sort()).toEqual(endpoints.map((e) => e.id).sort());
    expect(realisticLatencyMs['playground.analyze']).toBeGreaterThanOrEqual(4500);
    for (const id of ['leads.capture', 'contact.submit', 'booking.schedule', 'auth.forgot-password'] as const) {
      expect(realisticLatencyMs[id]).toBeLessThan(1000);
    }
  });

  it('reads ?mockLatency= values: a name or non-negative ms, nothing else', () => {
    expect(parseLatency('instant')).toBe('instant');
    expect(parseLatency('realistic')).toBe('realistic');
    expect(parseLatency('0')).toBe(0);
    expect(parseLatency('250')).toBe(250);
    expect(parseLatency('-1')).toBeUndefined();
    expect(parseLatency('fast')).toBeUndefined();
    expect(parseLatency('')).toBeUndefined();
    expect(parseLatency(null)).toBeUndefined();
  });
});
