import { describe, expect, it } from 'vitest';
import { pricingContent } from '../../content/pricing.ts';
import { pricingTiers } from '../../domain/pricing.ts';
import { comparisonRows } from './comparison.ts';

describe('plan comparison', () => {
  it('shows each plan fee as the cards do', () => {
    const [setup, monthly] = comparisonRows;
    expect(setup!.cells).toEqual({ 'self-serve': '$2K', 'mid-market': '$15K', enterprise: '$25K' });
    expect(monthly!.cells).toEqual({ 'self-serve': '$1K/month', 'mid-market': '$10K/month', enterprise: '$25K/month' });
  });

  it('claims nothing a plan does not state: every worded cell is one of its highlights, and every highlight has a row', () => {
    for (const tier of pricingTiers) {
      const worded = comparisonRows.slice(2).flatMap((row) => {
        const cell = row.cells[tier.id];
        return cell === true || cell === undefined ? [] : [cell].flat();
      });
      expect(worded.sort()).toEqual([...tier.highlights].sort());
    }
  });

  it('marks as included in every plan only what the page lead says every plan includes', () => {
    const everyPlan = comparisonRows.filter((row) => Object.values(row.cells).every((cell) => cell === true)).map((row) => row.feature);
    expect(everyPlan).toEqual(['99.9% uptime', '10× Value Guarantee']);
    for (const feature of everyPlan) expect(pricingContent.lead).toContain(feature);
  });
});
