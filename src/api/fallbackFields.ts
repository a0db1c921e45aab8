// The answer fields the spec gives a fallback for (product-rules.md S4, S9): when one is missing or
// does not fit, the call still succeeds without it and the view shows the fallback. The playground's
// findings are not shown anywhere, so they are optional too (states.md playground.fallback: `results: {}`).
import type { EndpointId } from '../contract/contract.ts';

export const fallbackFields: Partial<Record<EndpointId, readonly string[]>> = {
  'stats.live': ['agentsRunning', 'costSavings', 'efficiencyGain', 'tasksAutomated', 'uptime'],
  'playground.analyze': ['results.efficiency', 'results.savings', 'results.improvements', 'results.findings'],
  'blueprint.generate': ['dollarImpact', 'roadmap.totalTimeline', 'roadmap.phases[].investment'],
  'content.summarize': ['summary'],
};
