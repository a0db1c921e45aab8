// The three success stories of /case-studies (product-rules.md S3: every field of a case study),
// the live impact dashboard labels and the cross-industry stats. Invented, realistic content
// (product-rules.md D5); the companies are those of the trusted-by line.
import { site } from '../config/site.ts';
import { coverImage, type ContentImage } from './images.ts';

export interface CaseStudyMetric {
  label: string;
  value: string;
}

/** A measure before and after the project, from the study's results (drawn as paired bars). */
export interface BeforeAfter {
  label: string;
  before: number;
  after: number;
  unit: string;
}

export interface CaseStudy {
  id: string;
  company: (typeof site.trustedBy)[number];
  industry: string;
  image: ContentImage;
  challenge: string;
  solution: string;
  quote: { text: string; author: string; role: string };
  metrics: CaseStudyMetric[];
  results: string[];
  beforeAfter: BeforeAfter[];
  timeline: string;
  teamSize: string;
  investment: string;
  detailedStory: string;
  implementation: { phase: string; description: string }[];
  technologies: string[];
}

export const caseStudies: CaseStudy[] = [
  {
    id: 'northwind-logistics',
    company: 'Northwind Logistics',
    industry: 'Logistics',
    image: coverImage('northwind-logistics', 'Route network chart of Northwind Logistics'),
    challenge:
      'Dispatchers spent half their day re-keying shipment updates between three systems, and late-delivery claims took nine days to settle.',
    solution:
      'An Ops Assistant agent reconciles shipment events across the systems and an Efficiency Auditor flags routes that drift from plan before a delivery is late.',
    quote: {
      text: 'The agents took over the work nobody wanted, and our dispatchers went back to solving real problems.',
      author: 'Dana Whitfield',
      role: 'VP Operations, Northwind Logistics',
    },
    metrics: [
      { label: 'Annual savings', value: '$2.4M' },
      { label: 'Faster claim settlement', value: '78%' },
      { label: 'Manual updates removed', value: '92%' },
    ],
    results: [
      'Claims settled in 2 days instead of 9',
      'Dispatch team reassigned 11 hours a week each to exception handling',
      'On-time delivery up from 91% to 97%',
    ],
    beforeAfter: [
      { label: 'Days to settle a claim', before: 9, after: 2, unit: 'day' },
      { label: 'On-time delivery', before: 91, after: 97, unit: '%' },
    ],
    timeline: '10 weeks',
    teamSize: '4 specialists',
    investment: '$185K',
    detailedStory:
      'Northwind moves 40,000 shipments a month across three warehouse and carrier systems that never agreed with each other. After a 2-week Express Audit we built two agents in a 6-week sprint: one keeps the systems in sync in real time, the other watches every route against its plan and warns dispatch early. Within a quarter the claim backlog was gone and the savings had paid for the project several times over.',
    implementation: [
      { phase: 'Express Audit', description: 'Mapped 14 dispatch processes and measured the time spent on each.' },
      { phase: 'Agent Sprint', description: 'Built the reconciliation and route-watch agents with the dispatch team.' },
      { phase: 'Rollout', description: 'Switched the agents on region by region with daily reviews.' },
      { phase: 'Optimization', description: 'Tuned alerts and added claim pre-filling from the route data.' },
    ],
    technologies: ['Ops Assistant', 'Efficiency Auditor', 'Carrier APIs', 'Event streaming', 'SQL warehouse'],
  },
  {
    id: 'helix-health',
    company: 'Helix Health',
    industry: 'Healthcare',
    image: coverImage('helix-health', 'Patient intake flow chart of Helix Health'),
    challenge:
      'Patient intake and insurance pre-checks were manual, so new patients waited a week for a first appointment and 1 in 8 forms came back with errors.',
    solution:
      'An intake agent pre-fills forms from referral letters and checks coverage before the visit; staff only review the cases the agent is unsure about.',
    quote: {
      text: 'We cut the wait for a first appointment in half without hiring a single extra coordinator.',
      author: 'Dr. Priya Natarajan',
      role: 'Chief Operating Officer, Helix Health',
    },
    metrics: [
      { label: 'Annual savings', value: '$1.1M' },
      { label: 'Form error rate', value: '-85%' },
      { label: 'Time to first appointment', value: '-52%' },
    ],
    results: [
      'Intake errors down from 12% to under 2%',
      'First appointments within 3 days instead of 7',
      'Coordinators handle 2.5 times as many referrals',
    ],
    beforeAfter: [
      { label: 'Intake forms with errors', before: 12, after: 2, unit: '%' },
      { label: 'Days to a first appointment', before: 7, after: 3, unit: 'day' },
    ],
    timeline: '12 weeks',
    teamSize: '5 specialists',
    investment: '$240K',
    detailedStory:
      'Helix Health runs 22 outpatient clinics. Referrals arrived as scanned letters, and coordinators typed each one into the scheduling system before calling the insurer. The agent now reads each referral, fills in the intake form, checks coverage and books a slot, handing a coordinator only the referrals it cannot complete with confidence. Patient data stays inside Helix Health systems the whole time.',
    implementation: [
      { phase: 'Audit', description: 'Followed 300 referrals end to end to find the slowest steps.' },
      { phase: 'Pilot', description: 'Ran the intake agent in two clinics next to the coordinators.' },
      { phase: 'Rollout', description: 'Extended to all 22 clinics after the pilot met its accuracy target.' },
      { phase: 'Expansion', description: 'Added automatic reminders and rescheduling for missed visits.' },
    ],
    technologies: ['Efficiency Auditor', 'Document understanding', 'Insurance eligibility APIs', 'HL7 FHIR', 'Audit logging'],
  },
  {
    id: 'summit-capital',
    company: 'Summit Capital',
    industry: 'Financial Services',
    image: coverImage('summit-capital', 'Portfolio reporting chart of Summit Capital'),
    challenge:
      'Monthly client reports took analysts 6 days to assemble, and the sales team followed up on only a third of warm leads.',
    solution:
      'A reporting agent assembles and checks client reports overnight, and a Sales Copilot scores leads and drafts follow-ups for advisors to approve.',
    quote: {
      text: 'Reports that took a week are ready on the first morning of the month, and no warm lead goes cold anymore.',
      author: 'Marcus Lee',
      role: 'Managing Director, Summit Capital',
    },
    metrics: [
      { label: 'Annual impact', value: '$3.2M' },
      { label: 'Reporting time', value: '-83%' },
      { label: 'Lead follow-up rate', value: '96%' },
    ],
    results: [
      'Client reports delivered on day 1 instead of day 6',
      'Lead follow-up rate up from 34% to 96%',
      'New assets under management up 18% in two quarters',
    ],
    beforeAfter: [
      { label: 'Days to deliver a client report', before: 6, after: 1, unit: 'day' },
      { label: 'Lead follow-up rate', before: 34, after: 96, unit: '%' },
    ],
    timeline: '16 weeks',
    teamSize: '6 specialists',
    investment: '$320K',
    detailedStory:
      'Summit Capital manages portfolios for 1,200 private clients. Analysts copied figures from four systems into report templates by hand, and advisors had no time left for prospects. After a 4-week audit we ran an 8-week sprint with three agents: one assembles reports, one checks every figure against the source, and a Sales Copilot keeps every lead warm with drafts the advisors approve in one click.',
    implementation: [
      { phase: 'Enterprise Audit', description: 'Reviewed reporting, compliance and sales processes with each team.' },
      { phase: 'Agent Sprint', description: 'Built the reporting, checking and sales agents with compliance sign-off.' },
      { phase: 'Parallel Run', description: 'Produced two months of reports both ways and compared every figure.' },
      { phase: 'Scale', description: 'Moved all client reporting to the agents and added quarterly reviews.' },
    ],
    technologies: ['Sales Copilot', 'Efficiency Auditor', 'Portfolio data feeds', 'CRM integration', 'Approval workflows'],
  },
];

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
