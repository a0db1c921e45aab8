// Copy of /playground (product-rules.md S2, S4, S5 and S9).
import { agentPersonas } from '../contract/options.ts';

type PersonaId = (typeof agentPersonas)[number]['id'];

export const playgroundContent = {
  title: 'Agent Playground',
  lead: 'Pick an agent, point it at a sample dataset and watch it reason through the analysis step by step.',
  agentsTitle: 'Meet the Agents',
  widgetTitle: 'Try It Now',
  widgetLead: 'Choose an agent persona, a data source and an analysis type, then run the analysis.',
  personaLabel: 'Agent persona',
  dataSourceLabel: 'Data source',
  analysisTypeLabel: 'Analysis type',
  run: 'Run Analysis',
  running: 'Analyzing...',
  stepsTitle: 'Chain of Thought',
  resultsTitle: 'Results',
  datasetsTitle: 'Sample Datasets',
  privacyTitle: 'Privacy and Limits',
  privacyNotes: [
    '5 free requests without signup; sign up for an unlimited sandbox.',
    'Sample data is wiped after 24 hours.',
    'Only sample datasets are analysed; nothing you own is uploaded.',
  ],
  ctaTitle: 'Want These Results on Your Own Data?',
  ctaLead: 'Book a discovery call and we will run the same analysis on your processes.',
  ctaLabel: 'Book a 15-min Discovery Call',
  ctaHref: '/book-call?type=discovery',
} as const;

export const agentCards: Record<PersonaId, { tagline: string; skills: string[] }> = {
  efficiency: { tagline: 'Finds waste in your processes and sizes the savings.', skills: ['Process mining', 'Cost modelling', 'Bottleneck detection'] },
  sales: { tagline: 'Qualifies leads and keeps every opportunity moving.', skills: ['Lead scoring', 'Pipeline hygiene', 'Follow-up drafting'] },
  ops: { tagline: 'Handles routine operations and escalates with full context.', skills: ['Ticket triage', 'Workflow automation', 'Incident summaries'] },
};

export const sampleDatasets: Record<string, { description: string; size: string }> = {
  'support-tickets': { description: 'Anonymised customer support tickets with categories and resolution times.', size: '12,400 tickets' },
  'sales-pipeline': { description: 'Opportunities with stages, values and activity history.', size: '3,150 opportunities' },
  'operational-workflows': { description: 'Runs of approval and fulfilment workflows with step timings.', size: '870 workflow runs' },
  'financial-reports': { description: 'Monthly financial reports with line items and variances.', size: '640 reports' },
};

/** The four chain-of-thought steps (product-rules.md S4). */
export const analysisSteps = [
  'Loading the sample dataset',
  'Detecting patterns and anomalies',
  'Identifying optimization opportunities',
  'Generating recommendations',
] as const;

export const STEP_MS = 1500;

/** Fallbacks when the answer lacks fields (product-rules.md S4). */
export const resultFallback = { efficiency: 47, savings: 89000, improvements: 12 } as const;

export const resultLabels = {
  efficiency: 'Efficiency Gain',
  savings: 'Annual Savings',
  improvements: 'Improvements Found',
} as const;
