// The /careers page (product-rules.md S2, S3): the open roles (content/careers/*.md), each with
// 'Apply Now' to /contact, a general application link, and the learning budget. Invented, realistic content.
import type { CareerData } from './build/collections.ts';
import { entries } from './loaded/careers.ts';

export const careersIntro = {
  title: 'Join Our Mission',
  lead: 'Help companies put AI agents to work. We are a remote-friendly team of engineers, researchers and consultants who ship agents that deliver measurable value.',
};

export const LEARNING_BUDGET = '$3,000';

export const perks: { title: string; description: string }[] = [
  { title: 'Learning Budget', description: `${LEARNING_BUDGET} every year for courses, books and conferences.` },
  { title: 'Remote-Friendly', description: 'Work from home, from one of our hubs, or a mix of both.' },
  { title: 'Health & Wellbeing', description: 'Comprehensive health cover and a monthly wellness allowance.' },
  { title: 'Equity', description: 'Every employee owns part of the company they help build.' },
];

/** The open roles: content/careers/*.md (docs/content.md), checked at build time. */
export const jobs: CareerData[] = entries;
