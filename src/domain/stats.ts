// Live stats as a smooth function of time: every caller sees the same plausible drift around the
// landing-page figures of product-rules.md S9, with visible change between 5-second polls.
import type { ResponseOf } from '../contract/index.ts';

const wave = (seconds: number, period: number) => Math.sin((2 * Math.PI * seconds) / period);

/** The landing-page figures of product-rules.md S9 (shown $847K, 89%, 12.5K): drift starts from them. */
export const specFigures = { agentsRunning: 2847, costSavings: 847, efficiencyGain: 89, tasksAutomated: 12500, uptime: 99.9 } as const;

/**
 * `since` is when the figures start: at that moment they are exactly the spec's, and they drift
 * from there (each wave is a sine, zero at the start). The mocks start at the session's first call.
 */
export function liveStats(now: Date, since: Date = new Date(0)): ResponseOf<'stats.live'> {
  const t = (now.getTime() - since.getTime()) / 1000;
  return {
    agentsRunning: Math.round(specFigures.agentsRunning + 38 * wave(t, 900) + 9 * wave(t, 47)),
    costSavings: Math.round(specFigures.costSavings + 6 * wave(t, 3600) + 2 * wave(t, 130)),
    efficiencyGain: Math.round(specFigures.efficiencyGain + 0.8 * wave(t, 1800)),
    tasksAutomated: Math.round(specFigures.tasksAutomated + 140 * wave(t, 1200) + 25 * wave(t, 35)),
    uptime: specFigures.uptime,
  };
}
