// The three tiers of product-rules.md S9, in dollars.

export const pricingTiers = [
  {
    id: 'self-serve',
    name: 'Self-Serve',
    setupFee: 2000,
    monthlyFee: 1000,
    highlights: ['14-day free trial', 'no card needed'],
  },
  {
    id: 'mid-market',
    name: 'Mid-Market',
    setupFee: 15000,
    monthlyFee: 10000,
    highlights: ['2-week Express Audit', '6-week Sprint with 2 agents', 'up to 50 agents', '30-day money-back guarantee'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    setupFee: 25000,
    monthlyFee: 25000,
    highlights: ['4-week audit', '8-week Sprint with 3 agents', 'dedicated CSM', '24x7 SLA'],
  },
] as const;

/** 2000 -> '$2K', 1500 -> '$1.5K'. */
export function formatThousands(dollars: number): string {
  return `$${Number((dollars / 1000).toFixed(1))}K`;
}
