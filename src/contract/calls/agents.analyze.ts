import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { requiredText } from '../fields.ts';

export const agentsAnalyze = defineEndpoint({
  id: 'agents.analyze',
  method: 'POST',
  path: '/api/agents/analyze',
  summary: 'Analyze a business process',
  description:
    'Estimates how much of a process agents can automate and recommends where to start. Deterministic for the same input.',
  request: z.strictObject({
    processType: requiredText('Process type', 200).describe("For example 'invoice-processing'"),
    currentState: requiredText('Current state', 5000, { multiline: true }).describe('How the process runs today'),
    goals: z
      .array(requiredText('Goal', 500), { error: () => 'Goals must be a list of text' })
      .max(20, { error: 'At most 20 goals', abort: true })
      .min(1, { error: 'Add at least one goal' }),
  }),
  response: z.object({
    result: z.object({
      processType: z.string(),
      automationPotential: z.number().int().min(1).max(100).describe('Share of the work agents can take, percent'),
      hoursSavedPerMonth: z.number().int().positive().max(100_000),
      recommendedAgents: z.array(z.string()).min(1),
      nextSteps: z.array(z.string()).min(1),
    }),
  }),
  status: 200,
  errors: [{ status: 400, when: 'processType, currentState or goals is missing' }],
  // 5,000 characters of current state and 20 goals of 500, in up to 3 UTF-8 bytes each.
  maxBodyBytes: 64 * 1024,
});
