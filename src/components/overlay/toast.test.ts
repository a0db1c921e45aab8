import { afterEach, describe, expect, it } from 'vitest';
import { clearToasts, getToastQueue, toast, TOAST_SWIPE_THRESHOLD, TOAST_TIMEOUT } from './toast.ts';

afterEach(() => clearToasts());

describe('toast', () => {
  it('uses the spec constants: 5000 ms timeout, 50 px swipe threshold', () => {
    expect(TOAST_TIMEOUT).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });

  it('queues a default toast with the default timeout', () => {
    toast({ title: 'Subscribed!', description: 'Thank you for subscribing to our newsletter.' });
    const [shown] = getToastQueue().visibleToasts;
    expect(shown?.content).toEqual({
      title: 'Subscribed!',
      description: 'Thank you for subscribing to our newsletter.',
      variant: 'default',
    });
    expect(shown?.timeout).toBe(5000);
  });

  it('replaces the current toast: only the newest one stays', () => {
    toast({ title: 'PDF Export' });
    toast({ title: 'Calculation Error', variant: 'destructive', timeout: 8000 });
    const visible = getToastQueue().visibleToasts;
    expect(visible.map((t) => t.content.title)).toEqual(['Calculation Error']);
    expect(visible[0]?.content.variant).toBe('destructive');
    expect(visible[0]?.timeout).toBe(8000);
  });

  it('clearToasts empties the queue', () => {
    toast({ title: 'Link Copied' });
    clearToasts();
    expect(getToastQueue().visibleToasts).toEqual([]);
  });
});
