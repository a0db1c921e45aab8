// ROI of product-rules.md D2: whole dollars per year, each part rounded, the total the sum of the parts.
import type { ParsedRequestOf, ResponseOf } from '../contract/index.ts';

const HOURS_PER_YEAR = 2000;
const HOURS_PER_TASK = 0.25;
const AUTOMATED_SHARE = 0.7;
const REWORK_HOURS_PER_ERROR = 0.5;
const ERRORS_AVOIDED = 0.85;
const EFFICIENCY_BONUS = 0.15;

export function calculateRoi({ fteCost, taskVolume, errorRate }: ParsedRequestOf<'roi.calculate'>): ResponseOf<'roi.calculate'> {
  const hourlyCost = fteCost / HOURS_PER_YEAR;
  const tasksPerYear = taskVolume * 12;
  const laborSavings = Math.round(tasksPerYear * HOURS_PER_TASK * hourlyCost * AUTOMATED_SHARE);
  const errorSavings = Math.round(tasksPerYear * (errorRate / 100) * REWORK_HOURS_PER_ERROR * hourlyCost * ERRORS_AVOIDED);
  const efficiencySavings = Math.round((laborSavings + errorSavings) * EFFICIENCY_BONUS);
  return { laborSavings, errorSavings, efficiencySavings, totalROI: laborSavings + errorSavings + efficiencySavings };
}

/** The savings a year's result has added up to after each of `months` (each part pro rata, rounded). */
export function savingsOverTime(result: ResponseOf<'roi.calculate'>, months: readonly number[] = [3, 6, 9, 12]) {
  return months.map((month) => ({
    month,
    laborSavings: Math.round((result.laborSavings * month) / 12),
    errorSavings: Math.round((result.errorSavings * month) / 12),
    efficiencySavings: Math.round((result.efficiencySavings * month) / 12),
  }));
}
