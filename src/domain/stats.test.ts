import { describe, expect, it } from 'vitest';
import { liveStats } from './stats.ts';

describe('liveStats', () => {
  it('is a function of time that stays near the landing-page figures', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 2000; i++) {
      const s = liveStats(new Date(start + i * 5000));
      expect(Math.abs(s.agentsRunning - 2847)).toBeLessThanOrEqual(50);
      expect(Math.abs(s.costSavings - 847)).toBeLessThanOrEqual(10);
      expect(Math.abs(s.efficiencyGain - 89)).toBeLessThanOrEqual(1);
      expect(Math.abs(s.tasksAutomated - 12500)).toBeLessThanOrEqual(200);
      expect(s.uptime).toBe(99.9);
    }
    expect(liveStats(new Date(start))).toEqual(liveStats(new Date(start)));
  });

  it('drifts between 5-second polls', () => {
    const now = Date.UTC(2026, 0, 1, 10);
    const a = liveStats(new Date(now));
    const b = liveStats(new Date(now + 5000));
    expect(a).not.toEqual(b);
  });

  it('starts exactly at the spec figures (2,847, $847K, 89%, 12.5K, 99.9%) and drifts from there', () => {
    const since = new Date(Date.UTC(2026, 10, 23, 12, 0, 7));
    expect(liveStats(since, since)).toEqual({ agentsRunning: 2847, costSavings: 847, efficiencyGain: 89, tasksAutomated: 12500, uptime: 99.9 });
    expect(liveStats(new Date(since.getTime() + 5000), since)).not.toEqual(liveStats(since, since));
  });
});
