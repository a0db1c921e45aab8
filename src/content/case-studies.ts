// The success stories of /case-studies (product-rules.md S3: every field of a case study, in
// content/case-studies/*.md), the live impact dashboard labels and the cross-industry stats.
// Invented, realistic content (product-rules.md D5); the companies are those of the trusted-by line.
import type { CaseStudyData } from './build/collections.ts';
import { entries } from './loaded/case-studies.ts';

export type CaseStudy = CaseStudyData;

/** The case studies: content/case-studies/*.md (docs/content.md), the detailed story rendered to HTML at build time. */
export const caseStudies: CaseStudy[] = entries;

export const caseStudiesContent = {
  title: 'Success Stories',
  lead: 'Real companies, measured results. See what AI agents changed for teams like yours.',
  dashboardTitle: 'Live Impact Dashboard',
  dashboardLead: 'What our agents deliver across all clients, refreshed every 5 seconds.',
  storiesTitle: 'Case Studies',
  detailCta: 'View Full Case Study',
  crossIndustryTitle: 'Results Across Industries',
  ctaTitle: 'Your Company Could Be the Next Story',
  ctaLead: 'Book a discovery call and we will estimate your savings in 15 minutes.',
  ctaLabel: 'Book a 15-min Discovery Call',
  ctaHref: '/book-call?type=discovery',
} as const;

/** Each industry's headline result (its case study's first metric), then the reach across industries. */
export const crossIndustryStats = [
  ...caseStudies.map((study) => ({ value: study.metrics[0]!.value, label: `${study.metrics[0]!.label}, ${study.industry}` })),
  { value: '12', label: 'Industries' },
];
