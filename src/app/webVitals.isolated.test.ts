import { afterEach, describe, expect, it, vi } from 'vitest';

const callbacks = vi.hoisted(() => new Map<string, (metric: { name: string; value: number }) => void>());
vi.mock('web-vitals', () => {
  const register = (name: string) => (cb: (metric: { name: string; value: number }) => void) => callbacks.set(name, cb);
  return { onLCP: register('LCP'), onINP: register('INP'), onCLS: register('CLS'), onTTFB: register('TTFB'), onFCP: register('FCP') };
});

const { startWebVitals, VITALS_LOG_DELAY_MS } = await import('./webVitals');

afterEach(() => vi.useRealTimers());

describe('performance collector', () => {
  it('logs the collected metrics once, after 5 s, and makes no call', () => {
    vi.useFakeTimers();
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const log = vi.fn();
    startWebVitals(log);
    callbacks.get('LCP')!({ name: 'LCP', value: 1234.5678 });
    callbacks.get('CLS')!({ name: 'CLS', value: 0.01 });
    callbacks.get('TTFB')!({ name: 'TTFB', value: 80 });
    vi.advanceTimersByTime(VITALS_LOG_DELAY_MS - 1);
    expect(log).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(VITALS_LOG_DELAY_MS).toBe(5000);
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('[web-vitals]', { LCP: 1234.568, CLS: 0.01, TTFB: 80 });
    expect(fetchSpy).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('stops without logging when disposed', () => {
    vi.useFakeTimers();
    const log = vi.fn();
    const stop = startWebVitals(log);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(log).not.toHaveBeenCalled();
  });
});
