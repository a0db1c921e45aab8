// The live platform figures with the fallbacks of product-rules.md S9 for missing data.
import { api } from '../../api/api.ts';
import { statsFallback } from '../../content/home.ts';

export interface LiveFigures {
  agentsRunning: number;
  costSavings: number;
  efficiencyGain: number;
  tasksAutomated: number;
  /** True once the API has answered; false while loading and after a failure. */
  isLive: boolean;
}

/** product-rules.md S9: the landing page polls the live figures every 5 seconds. */
const LIVE_STATS_POLL_MS = 5000;

const pick = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/** Polled every 5 s; each figure falls back on its own when missing. */
export function useLiveFigures(): LiveFigures {
  const { data, isSuccess } = api.stats.live.useQuery({ refetchInterval: LIVE_STATS_POLL_MS });
  const live = isSuccess ? data : undefined;
  return {
    agentsRunning: pick(live?.agentsRunning, statsFallback.agentsRunning),
    costSavings: pick(live?.costSavings, statsFallback.costSavings),
    efficiencyGain: pick(live?.efficiencyGain, statsFallback.efficiencyGain),
    tasksAutomated: pick(live?.tasksAutomated, statsFallback.tasksAutomated),
    isLive: Boolean(live),
  };
}
