import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { callEntry } from '../callTable.ts';
import { oneOf } from '../fields.ts';
import { agentPersonas, idsOf, playgroundAnalysisTypes, playgroundDataSources } from '../options.ts';

export const playgroundAnalyze = defineEndpoint({
  ...callEntry('playground.analyze'),
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
  errors: [{ status: 400, when: 'An option is missing or unknown' }],
});
