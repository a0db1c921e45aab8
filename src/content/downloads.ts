// The free downloads of the resources page (product-rules.md S7): generated in the browser, each
// a real, usable document. The ROI calculator is a CSV spreadsheet with live formulas and worked
// scenarios computed by the same ROI function the API uses (product-rules.md D2).
import { calculateRoi } from '../domain/roi.ts';
import { site } from '../config/site.ts';

export interface Download {
  id: 'roi-calculator' | 'implementation-guide' | 'security-checklist';
  title: string;
  description: string;
  /** What the visitor gets, e.g. 'CSV spreadsheet'. */
  format: string;
  fileName: string;
  mimeType: string;
  /** The file's text. */
  build: () => string;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const csvRows = (rows: Array<Array<string | number>>) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n');

/** A spreadsheet: inputs in column B (edit them), formulas below, then scenarios for comparison. */
export function buildRoiCalculatorCsv(): string {
  const scenarios = [
    { name: 'Small team', fteCost: 65000, taskVolume: 800, errorRate: 8 },
    { name: 'Typical (defaults)', fteCost: 85000, taskVolume: 2500, errorRate: 12 },
    { name: 'Growing operation', fteCost: 95000, taskVolume: 5000, errorRate: 10 },
    { name: 'High volume', fteCost: 120000, taskVolume: 10000, errorRate: 15 },
  ];
  return csvRows([
    [`${site.name} ROI Calculator`, ''],
    ['Edit the values in column B; the results recalculate in any spreadsheet app.', ''],
    ['', ''],
    ['Input', 'Value', 'Notes'],
    ['Annual cost per FTE ($)', 85000, 'Salary, benefits and overhead'],
    ['Monthly task volume', 2500, 'Tasks of this type per month'],
    ['Current error rate (%)', 12, 'Share of tasks needing rework'],
    ['Minutes per task', 15, 'Measured average handling time'],
    ['Share automated by agents (%)', 70, 'Typical for rule-based processes'],
    ['Rework hours per error', 0.5, ''],
    ['Errors avoided (%)', 85, ''],
    ['Efficiency gain on savings (%)', 15, 'Faster cycle times, conservative'],
    ['', ''],
    ['Result', 'Annual value ($)', 'Formula'],
    ['Hourly cost', '=B5/2000', 'FTE cost / 2000 working hours'],
    ['Tasks per year', '=B6*12', ''],
    ['Labor savings', '=ROUND(B16*B8/60*B15*B9/100,0)', 'Tasks x hours per task x hourly cost x automated share'],
    ['Error savings', '=ROUND(B16*B7/100*B10*B15*B11/100,0)', 'Tasks x error rate x rework hours x hourly cost x errors avoided'],
    ['Efficiency savings', '=ROUND((B17+B18)*B12/100,0)', '(Labor + error savings) x efficiency gain'],
    ['Total annual ROI', '=B17+B18+B19', ''],
    ['', ''],
    ['Scenario', 'Annual FTE cost', 'Monthly tasks', 'Error rate (%)', 'Labor savings', 'Error savings', 'Efficiency savings', 'Total annual ROI'],
    ...scenarios.map((s) => {
      const roi = calculateRoi(s);
      return [s.name, s.fteCost, s.taskVolume, s.errorRate, roi.laborSavings, roi.errorSavings, roi.efficiencySavings, roi.totalROI];
    }),
  ]) + '\r\n';
}

export function buildImplementationGuide(): string {
  return `${site.name}: AI Agent Implementation Guide
${'='.repeat(site.name.length + 34)}

A six-week plan for taking your first AI agent from idea to production.

WEEK 1: CHOOSE THE PROCESS
- List 5-10 candidate processes. Score each on volume, rule clarity,
  data availability and business impact (1-5 each).
- Pick the highest score with a clear owner and a measurable outcome.
- Record the baseline: monthly volume, minutes per task, error rate,
  fully loaded hourly cost.

WEEK 2: MAP AND DESIGN
- Walk through the process with the people who do it today.
- Mark every decision: which follow rules, which need judgement.
- Define the agent's role, the tools it needs (read/write) and when it
  must hand over to a person (confidence threshold, amount limits).
- Write the definition of done for each step.

WEEK 3: DATA AND INTEGRATION
- Connect read-only access to the systems involved (CRM, ERP, ticketing).
- Collect 100-200 real past cases as a test set, with the correct outcome.
- Remove or mask personal data the task does not need.

WEEK 4: BUILD AND TEST
- Build the agent in draft mode: it proposes, a person approves.
- Run it against the test set; target at least 90% correct on routine cases.
- Review every failure and adjust instructions, tools or thresholds.

WEEK 5: PILOT
- Run on live work in draft mode with 2-3 users for one week.
- Track: approval rate, edits per case, time saved, escalations.
- Hold a short review every two days and fix what you learn.

WEEK 6: GO LIVE AND MEASURE
- Allow the agent to act on routine cases; keep approvals for the rest.
- Publish a monthly one-page report: volume handled, time saved,
  error rate against baseline, net savings.
- Plan the next process, reusing the integrations and review workflow.

ROLES
- Executive sponsor: owns the business case and removes blockers.
- Process owner: defines correct outcomes and approves changes.
- Technical lead: integrations, security and monitoring.
- Reviewers: the people who approve agent work during the pilot.

COMMON PITFALLS
- Starting with the most complex process instead of the clearest one.
- Skipping the baseline, so savings cannot be proven later.
- Giving the agent write access before the pilot shows it is ready.
- Treating go-live as the end: processes change, agents need reviews.

Questions? Email ${site.salesEmail}
`;
}

export function buildSecurityChecklist(): string {
  const section = (title: string, items: string[]) => `${title}\n${items.map((item) => `[ ] ${item}`).join('\n')}`;
  return `${site.name}: AI Agent Security Checklist
${'='.repeat(site.name.length + 29)}

Tick each item before an agent gets access to production systems.

${section('IDENTITY AND ACCESS', [
  'Each agent has its own service identity (no shared or personal accounts)',
  'Credentials are short-lived, stored in a secrets manager and rotated',
  'Tool access follows least privilege: only the tools and parameters the task needs',
  'Data access is scoped to the records of the current case',
  'Irreversible actions (payments, deletions, external emails) need human approval',
])}

${section('INPUT AND OUTPUT GUARDRAILS', [
  'All retrieved content (documents, emails, web pages) is treated as untrusted',
  'Instructions and data travel in separate channels',
  'Tool calls are validated against an allow-list and a schema before execution',
  'Outputs are checked for personal data and secrets before they leave the system',
  'Prompt-injection and data-exfiltration tests are part of the release checks',
])}

${section('DATA PROTECTION', [
  'TLS 1.2+ in transit; encryption at rest with managed keys',
  'Personal data is redacted or tokenised where the task allows',
  'Model providers have zero data retention for prompts and completions',
  'Data stays in the region required by your regulations',
  'Retention periods are defined for prompts, outputs and logs',
])}

${section('MONITORING AND AUDIT', [
  'Every prompt, tool call and output is logged with the agent identity and case',
  'Logs are immutable and kept for the required audit period',
  'Alerts fire on unusual data access, failed tool calls or cost spikes',
  'Dashboards show volume, escalations and error rate per agent',
])}

${section('INCIDENT RESPONSE', [
  'An agent can be suspended within minutes (documented kill switch)',
  'Credentials can be revoked and actions replayed from the logs',
  'The incident runbook names an owner for each agent',
  'A response exercise has been rehearsed in the last 6 months',
])}

${section('GOVERNANCE', [
  'A threat model exists for each agent (tools, data, failure modes)',
  'Permissions and logs are reviewed quarterly',
  'Changes to instructions or tools go through review like code changes',
  'Vendors are assessed (SOC 2 Type II or ISO 27001 reports on file)',
])}

Need a review of your setup? Email ${site.salesEmail}
`;
}

export const downloads: Download[] = [
  {
    id: 'roi-calculator',
    title: 'ROI Calculator Spreadsheet',
    description: 'Estimate labour, error and efficiency savings with editable inputs, live formulas and four worked scenarios.',
    format: 'CSV spreadsheet',
    fileName: 'orbital-agents-roi-calculator.csv',
    mimeType: 'text/csv;charset=utf-8',
    build: buildRoiCalculatorCsv,
  },
  {
    id: 'implementation-guide',
    title: 'AI Implementation Guide',
    description: 'A week-by-week plan from choosing your first process to a measured production agent.',
    format: 'Text file',
    fileName: 'orbital-agents-implementation-guide.txt',
    mimeType: 'text/plain;charset=utf-8',
    build: buildImplementationGuide,
  },
  {
    id: 'security-checklist',
    title: 'Security Checklist',
    description: 'Identity, guardrails, data protection, monitoring and incident response checks for AI agents.',
    format: 'Text file',
    fileName: 'orbital-agents-security-checklist.txt',
    mimeType: 'text/plain;charset=utf-8',
    build: buildSecurityChecklist,
  },
];

/** 'Download Complete' follows 'Download Started' after this long (product-rules.md S4). */
export const DOWNLOAD_COMPLETE_DELAY_MS = 1000;
