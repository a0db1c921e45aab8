import { describe, expect, it } from 'vitest';
import { agentPersonas, idsOf, playgroundAnalysisTypes, playgroundDataSources } from '../contract/index.ts';
import { contract } from '../contract/index.ts';
import { analyzePlayground } from './playground.ts';

const combinations = idsOf(agentPersonas).flatMap((agentType) =>
  idsOf(playgroundDataSources).flatMap((dataSource) =>
    idsOf(playgroundAnalysisTypes).map((analysisType) => ({ agentType, dataSource, analysisType })),
  ),
);

describe('analyzePlayground', () => {
  it('is deterministic for the same input', () => {
    const input = { agentType: 'sales', dataSource: 'sales-pipeline', analysisType: 'bottleneck-detection' } as const;
    expect(analyzePlayground(input)).toEqual(analyzePlayground(input));
  });

  it('gives valid results for every combination, and not all the same', () => {
    const efficiencies = new Set<number>();
    for (const input of combinations) {
      const answer = analyzePlayground(input);
      expect(contract['playground.analyze'].response.parse(answer)).toEqual(answer);
      const { efficiency, savings, improvements } = answer.results;
      expect(efficiency).toBeGreaterThanOrEqual(1);
      expect(efficiency).toBeLessThanOrEqual(100);
      expect(Number.isInteger(savings) && savings > 0).toBe(true);
      expect(improvements).toBeGreaterThanOrEqual(1);
      efficiencies.add(efficiency);
    }
    expect(combinations).toHaveLength(48);
    expect(efficiencies.size).toBeGreaterThan(10);
  });
});
