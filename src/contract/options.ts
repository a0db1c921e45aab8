// The option sets of product-rules.md S3 and S9. UI, mocks and server all read these lists;
// request schemas accept exactly these ids.

/** The slider ranges of product-rules.md S5; the UI builds its sliders from these. */
export const roiInputs = {
  fteCost: { label: 'Annual FTE cost', min: 50000, max: 200000, step: 1000, default: 85000 },
  taskVolume: { label: 'Monthly task volume', min: 100, max: 10000, step: 100, default: 2500 },
  errorRate: { label: 'Current error rate', min: 1, max: 25, step: 1, default: 12 },
} as const;

/** Each slider at its default: what the calculator opens with and its first calculation asks for. */
export const roiDefaults: { [Key in keyof typeof roiInputs]: number } = {
  fteCost: roiInputs.fteCost.default,
  taskVolume: roiInputs.taskVolume.default,
  errorRate: roiInputs.errorRate.default,
};

export const agentPersonas = [
  { id: 'efficiency', label: 'Efficiency Auditor' },
  { id: 'sales', label: 'Sales Copilot' },
  { id: 'ops', label: 'Ops Assistant' },
] as const;

export const playgroundDataSources = [
  { id: 'support-tickets', label: 'Support Tickets' },
  { id: 'sales-pipeline', label: 'Sales Pipeline' },
  { id: 'operational-workflows', label: 'Operational Workflows' },
  { id: 'financial-reports', label: 'Financial Reports' },
] as const;

export const playgroundAnalysisTypes = [
  { id: 'cost-optimization', label: 'Cost Optimization' },
  { id: 'process-improvement', label: 'Process Improvement' },
  { id: 'performance-metrics', label: 'Performance Metrics' },
  { id: 'bottleneck-detection', label: 'Bottleneck Detection' },
] as const;

export const blueprintQuestions = [
  {
    id: 'goal',
    question: 'What is your primary business goal?',
    options: [
      { id: 'reduce-costs', label: 'Reduce Costs' },
      { id: 'increase-revenue', label: 'Increase Revenue' },
      { id: 'improve-efficiency', label: 'Improve Efficiency' },
      { id: 'scale-operations', label: 'Scale Operations' },
    ],
  },
  {
    id: 'company-size',
    question: 'What is your company size?',
    // Ordered smallest to largest: the blueprint's dollar impact grows with this order.
    options: [
      { id: 'startup', label: 'Startup (1-50 employees)' },
      { id: 'mid-market', label: 'Mid-Market (51-500 employees)' },
      { id: 'enterprise', label: 'Enterprise (500+ employees)' },
    ],
  },
  {
    id: 'priority-area',
    question: 'Which area should we transform first?',
    options: [
      { id: 'customer-service', label: 'Customer Service' },
      { id: 'sales-process', label: 'Sales Process' },
      { id: 'operations', label: 'Operations' },
      { id: 'data-analysis', label: 'Data Analysis' },
    ],
  },
] as const;

export const companySizes = [
  { id: '1-10', label: '1-10 employees' },
  { id: '11-50', label: '11-50 employees' },
  { id: '51-200', label: '51-200 employees' },
  { id: '201-1000', label: '201-1000 employees' },
  { id: '1000+', label: '1000+ employees' },
] as const;

export const industries = [
  { id: 'technology', label: 'Technology' },
  { id: 'financial-services', label: 'Financial Services' },
  { id: 'healthcare', label: 'Healthcare' },
  { id: 'manufacturing', label: 'Manufacturing' },
  { id: 'retail', label: 'Retail' },
  { id: 'consulting', label: 'Consulting' },
  { id: 'other', label: 'Other' },
] as const;

export const sessionTypes = [
  {
    id: 'discovery',
    label: 'Discovery Call',
    duration: '15 min',
    minutes: 15,
    description: 'Quick assessment of your AI automation opportunities',
  },
  {
    id: 'demo',
    label: 'Full Demo',
    duration: '30 min',
    minutes: 30,
    description: 'Comprehensive walkthrough of our AI agents and capabilities',
  },
  {
    id: 'audit',
    label: 'Enterprise Audit',
    duration: '45 min',
    minutes: 45,
    description: 'Deep-dive assessment of your current processes and AI transformation roadmap',
  },
] as const;

/** One of the three call types of /book-call: 'discovery', 'demo' or 'audit'. */
export type SessionType = (typeof sessionTypes)[number];

/** The 17 half-hour slots from '9:00 AM' to '5:00 PM'. */
export const timeSlots = Array.from({ length: 17 }, (_, i) => {
  const minutes = 9 * 60 + i * 30;
  const hour24 = Math.floor(minutes / 60);
  const hour12 = hour24 > 12 ? hour24 - 12 : hour24;
  return `${hour12}:${minutes % 60 === 0 ? '00' : '30'} ${hour24 < 12 ? 'AM' : 'PM'}`;
});

export const timezones = ['PST', 'MST', 'CST', 'EST'] as const;
export const defaultTimezone = 'PST' satisfies (typeof timezones)[number];

export const leadSources = ['pricing_page', 'newsletter', 'event-registration', 'trial'] as const;

/** The agentType the AI Concierge starts its session with (its 'purpose'). */
export const conciergeAgentType = 'sales';

/** The ids of an option list as a non-empty tuple, ready for z.enum. */
export function idsOf<const T extends readonly [{ id: string }, ...{ id: string }[]]>(
  options: T,
): [T[number]['id'], ...T[number]['id'][]] {
  return options.map((o) => o.id) as [T[number]['id'], ...T[number]['id'][]];
}
