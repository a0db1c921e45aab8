// Number formats shared by the persuasion pages (home, solutions, playground, blueprint, case studies).
import { formatThousands } from './pricing.ts';
import { siteLocale } from '../config/locale.ts';

const whole = new Intl.NumberFormat(siteLocale, { maximumFractionDigits: 0 });
const dollars = new Intl.NumberFormat(siteLocale, { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** 2847 -> '2,847'. */
export const formatCount = (n: number) => whole.format(Math.round(n));

/** 331373 -> '$331,373'. */
export const formatDollars = (n: number) => dollars.format(Math.round(n));

/** A whole percent: 89.4 -> '89%'. */
export const formatPercent = (n: number) => `${Math.round(n)}%`;

/** Thousands of dollars as the hero shows them: 847 -> '$847K'. */
export const formatKiloDollars = (k: number) => `$${whole.format(Math.round(k))}K`;

/** 12500 -> '12.5K'; below 1000 the plain count. */
export function formatCompactCount(n: number): string {
  if (Math.abs(n) < 1000) return formatCount(n);
  return `${Number((n / 1000).toFixed(1))}K`;
}

/** Dollar amounts in the blueprint and case studies: 500000 -> '$500K', 2600000 -> '$2.6M'. */
export function formatCompactDollars(n: number): string {
  if (Math.abs(n) >= 1_000_000) return `$${Number((n / 1_000_000).toFixed(1))}M`;
  return formatThousands(n);
}

/** 89000 -> '$89K' (the playground shows savings in thousands). */
export const formatSavingsThousands = (dollarsAmount: number) => `$${whole.format(Math.round(dollarsAmount / 1000))}K`;
