import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToastRegionMounted, whenToastsOnScreen } from './toastDemand.ts';

afterEach(() => setToastRegionMounted(false));

describe('whenToastsOnScreen', () => {
  it('waits for the toast region to mount, then runs once', () => {
    const callback = vi.fn();
    whenToastsOnScreen(callback);
    expect(callback).not.toHaveBeenCalled();
    setToastRegionMounted(true);
    expect(callback).toHaveBeenCalledTimes(1);
    setToastRegionMounted(false);
    setToastRegionMounted(true);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once while the region is mounted', () => {
    setToastRegionMounted(true);
    const callback = vi.fn();
    whenToastsOnScreen(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const callback = vi.fn();
    const cancel = whenToastsOnScreen(callback);
    cancel();
    setToastRegionMounted(true);
    expect(callback).not.toHaveBeenCalled();
  });
});
