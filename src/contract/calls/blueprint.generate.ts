import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { oneOf } from '../fields.ts';
import { blueprintQuestions, idsOf } from '../options.ts';

const [goal, companySize, priorityArea] = blueprintQuestions;

export const blueprintGenerate = defineEndpoint({
  id: 'blueprint.generate',
  method: 'POST',
  path: '/api/blueprint/generate',
  summary: 'Generate a transformation blueprint',
  description:
    'Turns the three blueprint answers into a dollar impact and a phased roadmap. Deterministic; a larger company never gets a smaller dollar impact.',
  request: z.strictObject({
    responses: z.strictObject(
      {
        goal: oneOf('Goal', idsOf(goal.options)),
        'company-size': oneOf('Company size', idsOf(companySize.options)),
        'priority-area': oneOf('Priority area', idsOf(priorityArea.options)),
      },
      { error: () => 'Answer all three questions' },
    ),
  }),
  response: z.object({
    dollarImpact: z.number().int().positive().max(100_000_000).describe('Expected yearly impact, dollars'),
    roadmap: z.object({
      totalTimeline: z.string().describe("For example '6 months'"),
      phases: z
        .array(
          z.object({
            name: z.string(),
            duration: z.string(),
            investment: z.number().int().positive().max(10_000_000).describe('Dollars'),
          }),
        )
        .min(3),
    }),
  }),
  status: 200,
  // product-rules.md S4: the dialog shows a fallback for each.
  fallbackFields: ['dollarImpact', 'roadmap.totalTimeline', 'roadmap.phases[].investment'],
  errors: [{ status: 400, when: 'An answer is missing or unknown' }],
});
