// Live stats as a smooth function of time: every caller sees the same plausible drift around the
// landing-page figures of product-rules.md S9, with visible change between 5-second polls.
import type { ResponseOf } from '../contract/index.ts';

const wave = (seconds: number, period: number) => Math.sin((2 * Math.PI * seconds) / period);

export function liveStats(now: Date): ResponseOf<'stats.live'> {
  const t = now.getTime() / 1000;
  return {
    agentsRunning: Math.round(2847 + 38 * wave(t, 900) + 9 * wave(t, 47)),
    costSavings: Math.round(847 + 6 * wave(t, 3600) + 2 * wave(t, 130)),
    efficiencyGain: Math.round(89 + 0.8 * wave(t, 1800)),
    tasksAutomated: Math.round(12500 + 140 * wave(t, 1200) + 25 * wave(t, 35)),
    uptime: 99.9,
  };
}
