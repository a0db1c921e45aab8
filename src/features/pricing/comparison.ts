// The plan comparison under the pricing cards: only what the plans state (src/domain/pricing.ts and
// the page lead), one row per feature. A cell is the plan's own wording (one or more of its
// highlights), `true` for "included", or absent when the plan does not list the feature
// (comparison.test.ts holds every cell to the source).
import { pricingContent, type TierId } from '../../content/pricing.ts';
import { formatThousands, pricingTiers } from '../../domain/pricing.ts';

export type ComparisonCell = string | readonly string[] | true | undefined;
export interface ComparisonRow {
  feature: string;
  cells: Record<TierId, ComparisonCell>;
}

const byTier = (cell: (tier: (typeof pricingTiers)[number]) => ComparisonCell) =>
  Object.fromEntries(pricingTiers.map((tier) => [tier.id, cell(tier)])) as Record<TierId, ComparisonCell>;

const listed = (cells: Partial<Record<TierId, string | readonly string[]>>) => byTier((tier) => cells[tier.id]);

export const comparisonCaption = 'Compare the plans';

export const comparisonRows: ComparisonRow[] = [
  { feature: 'Setup fee', cells: byTier((tier) => formatThousands(tier.setupFee)) },
  { feature: 'Monthly fee', cells: byTier((tier) => `${formatThousands(tier.monthlyFee)}${pricingContent.monthlySuffix}`) },
  { feature: 'Free trial', cells: listed({ 'self-serve': ['14-day free trial', 'no card needed'] }) },
  { feature: 'Audit', cells: listed({ 'mid-market': '2-week Express Audit', enterprise: '4-week audit' }) },
  { feature: 'Sprint', cells: listed({ 'mid-market': '6-week Sprint with 2 agents', enterprise: '8-week Sprint with 3 agents' }) },
  { feature: 'Agents', cells: listed({ 'mid-market': 'up to 50 agents' }) },
  { feature: 'Money-back guarantee', cells: listed({ 'mid-market': '30-day money-back guarantee' }) },
  { feature: 'Customer success manager', cells: listed({ enterprise: 'dedicated CSM' }) },
  { feature: 'Service level', cells: listed({ enterprise: '24x7 SLA' }) },
  // "Every plan includes 99.9% uptime and our 10× Value Guarantee" (the page lead).
  { feature: '99.9% uptime', cells: byTier(() => true) },
  { feature: '10× Value Guarantee', cells: byTier(() => true) },
];
