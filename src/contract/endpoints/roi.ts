import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { numberBetween } from '../fields.ts';

/** The slider ranges of site-spec.md section 5; the UI builds its sliders from these. */
export const roiInputs = {
  fteCost: { label: 'Annual FTE cost', min: 50000, max: 200000, step: 1000, default: 85000 },
  taskVolume: { label: 'Monthly task volume', min: 100, max: 10000, step: 100, default: 2500 },
  errorRate: { label: 'Current error rate', min: 1, max: 25, step: 1, default: 12 },
} as const;

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
    laborSavings: z.number().int(),
    errorSavings: z.number().int(),
    efficiencySavings: z.number().int(),
    totalROI: z.number().int(),
  }),
  status: 200,
  errors: [{ status: 400, when: 'A field is missing, not a number, or outside its slider range' }],
});
