import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { numberBetween } from '../fields.ts';
import { roiInputs } from '../options.ts';

const input = (key: keyof typeof roiInputs) => numberBetween(roiInputs[key].label, roiInputs[key].min, roiInputs[key].max);

export const roiCalculate = defineEndpoint({
  id: 'roi.calculate',
  method: 'POST',
  path: '/api/roi/calculate',
  summary: 'Calculate ROI',
  description:
    'Projected yearly savings from automating a task stream: labor, error and efficiency savings in whole dollars per year, and their total.',
  request: z.strictObject({
    fteCost: input('fteCost').describe('Annual cost of one full-time employee, dollars'),
    taskVolume: input('taskVolume').describe('Tasks per month'),
    errorRate: input('errorRate').describe('Current error rate, percent'),
  }),
  response: z.object({
    // Whole dollars per year; the slider maxima give 3,881,250 in all, so 10 million bounds every part.
    laborSavings: z.number().int().min(0).max(10_000_000),
    errorSavings: z.number().int().min(0).max(10_000_000),
    efficiencySavings: z.number().int().min(0).max(10_000_000),
    totalROI: z.number().int().min(0).max(10_000_000),
  }),
  status: 200,
  errors: [{ status: 400, when: 'A field is missing, not a number, or outside its slider range' }],
});
