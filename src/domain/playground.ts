// The playground's simulated analysis: a deterministic function of persona, data source and analysis type.
import type { ParsedRequestOf, ResponseOf } from '../contract/index.ts';
import { agentPersonas, playgroundAnalysisTypes, playgroundDataSources } from '../contract/options.ts';
import { pick } from './hash.ts';

type Input = ParsedRequestOf<'playground.analyze'>;

const sourceProfile: Record<Input['dataSource'], { efficiency: number; savings: number; volume: string }> = {
  'support-tickets': { efficiency: 44, savings: 89000, volume: '12,400 tickets' },
  'sales-pipeline': { efficiency: 38, savings: 126000, volume: '3,150 opportunities' },
  'operational-workflows': { efficiency: 52, savings: 104000, volume: '870 workflow runs' },
  'financial-reports': { efficiency: 35, savings: 72000, volume: '640 reports' },
};

const analysisFocus: Record<Input['analysisType'], { bonus: number; finding: string }> = {
  'cost-optimization': { bonus: 4, finding: 'manual steps that an agent can take over at a fraction of the cost' },
  'process-improvement': { bonus: 6, finding: 'hand-offs that can be merged or automated end to end' },
  'performance-metrics': { bonus: 2, finding: 'metrics that can be tracked continuously instead of monthly' },
  'bottleneck-detection': { bonus: 8, finding: 'queues where work waits longest for a person' },
};

const personaWeight: Record<Input['agentType'], number> = { efficiency: 1.1, sales: 1.0, ops: 1.05 };

const labelOf = (options: readonly { id: string; label: string }[], id: string) =>
  options.find((o) => o.id === id)?.label ?? id;

export function analyzePlayground(input: Input): ResponseOf<'playground.analyze'> {
  const key = `${input.agentType}|${input.dataSource}|${input.analysisType}`;
  const source = sourceProfile[input.dataSource];
  const focus = analysisFocus[input.analysisType];
  const weight = personaWeight[input.agentType];

  const efficiency = Math.min(100, Math.round((source.efficiency + focus.bonus) * weight) + pick(`${key}|e`, 0, 5));
  const savings = Math.round((source.savings * weight * (1 + focus.bonus / 100)) / 100) * 100 + pick(`${key}|s`, 0, 9) * 1000;
  const improvements = pick(`${key}|i`, 6, 18);

  return {
    results: {
      efficiency,
      savings,
      improvements,
      findings: [
        `${labelOf(agentPersonas, input.agentType)} reviewed ${source.volume} from ${labelOf(playgroundDataSources, input.dataSource)}.`,
        `${labelOf(playgroundAnalysisTypes, input.analysisType)} found ${improvements} ${focus.finding}.`,
        `Automating them frees about ${efficiency}% of the time spent today.`,
      ],
    },
  };
}
