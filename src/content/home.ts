// Copy and typed content of the landing page (product-rules.md S1, S2, S4 and S9).
import { agentPersonas } from '../contract/options.ts';

export const homeContent = {
  liveBadge: (count: string) => `${count} AI agents running live`,
  headline: 'AI Agents That Cut Costs, Grow Revenue and Never Sleep',
  lead: 'Autonomous agents audit your operations, automate the busywork and report the savings in real time, around the clock.',
  trustedByLabel: 'Trusted by teams at',
  primaryCta: { label: 'Book a 15-min Discovery Call', href: '/book-call?type=discovery' },
  secondaryCta: { label: 'Launch Live Demo', href: '/playground' },
  consoleTitle: 'Agent Console',
  resultsTitle: 'Live Results',
  processTitle: 'From Audit to Autonomous in Four Steps',
  processLead: 'A fixed process with a measurable result at the end of every step.',
  tiersTitle: 'Pick the Plan That Fits Your Stage',
  tiersLead: 'Transparent setup and monthly fees. Every plan is backed by our 10× Value Guarantee.',
  blueprintLead: 'Not sure where to start? Answer three questions and get a roadmap with its dollar impact.',
  playgroundTitle: 'Try an Agent Before You Talk to Us',
  playgroundLead: 'Run a simulated analysis on a sample dataset in the Agent Playground. No signup, 5 free requests.',
  playgroundCta: 'Open the Playground',
  statsTitle: 'The Platform Right Now',
  statsLead: 'Figures refresh every 5 seconds.',
  caseStudyTitle: 'A Result, Not a Promise',
  caseStudyCta: 'Read All Case Studies',
  ctaTitle: 'Ready to Put Agents to Work?',
  ctaLead: 'In 15 minutes we will show you where agents save the most in your business.',
} as const;

/** The simulated agent console: one line per agent (product-rules.md S1). */
const consoleTasks: Record<(typeof agentPersonas)[number]['id'], { status: string; task: string }> = {
  sales: { status: 'Qualifying leads', task: 'Scored 42 inbound leads; 9 routed to account executives' },
  efficiency: { status: 'Auditing processes', task: 'Found 3 duplicate approval steps in invoice handling' },
  ops: { status: 'Resolving tickets', task: 'Closed 118 routine tickets; escalated 4 with full context' },
};

/** Console order of product-rules.md: Sales Copilot, Efficiency Auditor, Ops Assistant. */
export const consoleAgents = (['sales', 'efficiency', 'ops'] as const).map((id) => ({
  id,
  name: agentPersonas.find((p) => p.id === id)!.label,
  ...consoleTasks[id],
}));

export const processSteps = [
  { title: 'Audit', text: 'We map your processes and measure where time and money go today.' },
  { title: 'Blueprint', text: 'You get a roadmap with the agents to build first and their dollar impact.' },
  { title: 'Sprint', text: 'We build, test and launch your first agents in a fixed-length sprint.' },
  { title: 'Scale', text: 'Agents run around the clock; we track savings and expand what works.' },
] as const;

/** Fallbacks of product-rules.md S9 when live stats are unavailable. */
export const statsFallback = {
  agentsRunning: 2847,
  costSavings: 847,
  efficiencyGain: 89,
  tasksAutomated: 12500,
  uptime: 99.9,
} as const;

/** Uptime is fixed at 99.9% (product-rules.md S2). */
export const FIXED_UPTIME = '99.9%';
/** Average ROI claim (product-rules.md S9). */
export const AVERAGE_ROI = '400%';

export const COUNT_UP_MS = 2000;
export const PULSE_EVERY_MS = 8000;
export const PULSE_FOR_MS = 2000;
export const PULSE_TILES = 3;
