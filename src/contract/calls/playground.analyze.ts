import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { oneOf } from '../fields.ts';
import { agentPersonas, idsOf, playgroundAnalysisTypes, playgroundDataSources } from '../options.ts';

export const playgroundAnalyze = defineEndpoint({
  id: 'playground.analyze',
  method: 'POST',
  path: '/api/playground/analyze',
  summary: 'Run a playground analysis',
  description:
    'Runs a simulated agent analysis of a sample dataset. The same input always gives the same results.',
  request: z.strictObject({
    agentType: oneOf('Agent', idsOf(agentPersonas)),
    dataSource: oneOf('Data source', idsOf(playgroundDataSources)),
    analysisType: oneOf('Analysis type', idsOf(playgroundAnalysisTypes)),
  }),
  response: z.object({
    results: z.object({
      efficiency: z.number().int().min(1).max(100).describe('Efficiency gain, percent'),
      savings: z.number().int().positive().max(10_000_000).describe('Yearly savings, whole dollars'),
      improvements: z.number().int().min(1).max(100).describe('Number of improvements found'),
      findings: z.array(z.string()).describe('What the agent found, one sentence each'),
    }),
  }),
  status: 200,
  // The figures have fallbacks (product-rules.md S4); the findings are shown nowhere (states.md playground.fallback: `results: {}`).
  fallbackFields: ['results.efficiency', 'results.savings', 'results.improvements', 'results.findings'],
  errors: [{ status: 400, when: 'An option is missing or unknown' }],
});
