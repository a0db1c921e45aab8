// The live platform figures with the fallbacks of product-rules.md S9 for missing data.
import { useEffect, useState } from 'react';
import { once, whenIdle } from '../../boot/loadOnDemand.ts';
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

type ObserverModule = typeof import('./liveStatsObserver.ts');
let observerModule: ObserverModule | undefined;
const loadObserver = once(() =>
  import('./liveStatsObserver.ts').then(({ currentLiveStats, observeLiveStats }) => (observerModule = { currentLiveStats, observeLiveStats })),
);

const pick = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);

/**
 * Polled every 5 s. On the page's first load the query's code comes when the browser is first idle
 * after hydration, and the page shows the fallbacks until the first answer, as while loading; back on
 * the page later, the last answer shows at once. Each figure falls back on its own.
 */
export function useLiveFigures(): LiveFigures {
  // Undefined while hydrating: the module loads only after hydration.
  const [live, setLive] = useState(() => observerModule?.currentLiveStats());
  useEffect(() => {
    let stop: (() => void) | undefined;
    let watching = true;
    const observe = ({ observeLiveStats }: ObserverModule) => {
      if (watching) stop = observeLiveStats(LIVE_STATS_POLL_MS, setLive);
    };
    let cancelIdle: (() => void) | undefined;
    if (observerModule) observe(observerModule);
    // A failed download leaves the fallbacks, as a failed call does.
    else cancelIdle = whenIdle(() => void loadObserver().then(observe, () => undefined));
    return () => {
      watching = false;
      cancelIdle?.();
      stop?.();
    };
  }, []);
  return {
    agentsRunning: pick(live?.agentsRunning, statsFallback.agentsRunning),
    costSavings: pick(live?.costSavings, statsFallback.costSavings),
    efficiencyGain: pick(live?.efficiencyGain, statsFallback.efficiencyGain),
    tasksAutomated: pick(live?.tasksAutomated, statsFallback.tasksAutomated),
    isLive: Boolean(live),
  };
}
