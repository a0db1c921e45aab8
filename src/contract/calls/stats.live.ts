import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';

export const statsLive = defineEndpoint({
  id: 'stats.live',
  method: 'GET',
  path: '/api/stats/live',
  summary: 'Live platform statistics',
  description:
    'Current platform figures for the landing page. Values drift plausibly between calls; the site polls every 5 seconds.',
  response: z.object({
    agentsRunning: z.number().int().min(0).max(1_000_000).describe('Agents running right now'),
    costSavings: z.number().min(0).max(1_000_000).describe('Cost savings delivered, in thousands of dollars'),
    efficiencyGain: z.number().min(0).max(100).describe('Average efficiency gain, percent'),
    tasksAutomated: z.number().int().min(0).max(1_000_000_000).describe('Tasks automated'),
    uptime: z.number().min(0).max(100).describe('Platform uptime, percent'),
  }),
  status: 200,
  // The landing page shows the spec's figure for any live figure that is missing (product-rules.md S9).
  fallbackFields: ['agentsRunning', 'costSavings', 'efficiencyGain', 'tasksAutomated', 'uptime'],
});
