import { describe, expect, it } from 'vitest';
import { aboutStats } from './about.ts';
import { crossIndustryStats } from './case-studies.ts';
import { AVERAGE_ROI, FIXED_UPTIME } from './home.ts';

// Issue 13 point 6: each page's proof block says something of its own.
describe('proof blocks', () => {
  it('case studies show each industry its own headline result', () => {
    expect(crossIndustryStats).toEqual([
      { value: '$2.4M', label: 'Annual savings, Logistics' },
      { value: '$1.1M', label: 'Annual savings, Healthcare' },
      { value: '$3.2M', label: 'Annual impact, Financial Services' },
      { value: '12', label: 'Industries' },
    ]);
  });

  it('about, case studies and the live figures of home share no figure', () => {
    const about = aboutStats.map((s) => s.value);
    const caseStudies = crossIndustryStats.map((s) => s.value);
    expect(about.filter((v) => caseStudies.includes(v))).toEqual([]);
    expect([...about, ...caseStudies].filter((v) => v === AVERAGE_ROI || v === FIXED_UPTIME)).toEqual([]);
  });
});
