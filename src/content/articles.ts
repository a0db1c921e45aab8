// The three articles of product-rules.md S3 (ids, read times), with their full text as structured
// blocks: the article page renders them as JSX (no markdown library), and the AI Summary call gets
// the plain text of the same blocks.
import { coverImage, type ContentImage } from './images.ts';
import { siteLocale } from '../config/locale.ts';

export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: string[] }
  | { kind: 'quote'; text: string; cite?: string };

export interface Article {
  id: string;
  title: string;
  excerpt: string;
  /** Short teaser shown on the resources list. */
  content: string;
  fullContent: ArticleBlock[];
  author: { name: string; role: string };
  /** ISO date (YYYY-MM-DD). */
  date: string;
  readTime: number;
  image: ContentImage;
  category: string;
  tags: string[];
}

export const articles: Article[] = [
  {
    id: 'ai-agent-orchestration-2025',
    title: 'AI Agent Orchestration in 2025: From Single Bots to Coordinated Teams',
    excerpt:
      'Why the companies getting real value from AI have stopped deploying isolated chatbots and started orchestrating teams of specialised agents.',
    content:
      'Single-purpose bots hit a ceiling quickly. Orchestrated agent teams split work into specialised roles, hand tasks to each other and escalate to people when confidence drops.',
    fullContent: [
      {
        kind: 'paragraph',
        text: 'Most companies started their AI journey with a single assistant: a support chatbot, a sales email writer, a document summariser. Each delivered a quick win, and each hit the same ceiling. Real business processes cross teams, systems and decisions, and a single model with a single prompt cannot hold all of that context reliably.',
      },
      {
        kind: 'paragraph',
        text: 'In 2025 the leading teams moved from isolated bots to orchestrated agent teams: several specialised agents, each with a narrow role and its own tools, coordinated by an orchestrator that plans the work, routes tasks and checks results.',
      },
      { kind: 'heading', text: 'What orchestration actually means' },
      {
        kind: 'paragraph',
        text: 'An orchestrated system separates three concerns that a single bot mixes together: planning (what needs to happen, in which order), execution (doing one step well with the right tools) and verification (checking that the output is correct before it reaches a customer or a system of record).',
      },
      {
        kind: 'list',
        items: [
          'A planner agent breaks an incoming request into steps and decides which specialist handles each one.',
          'Specialist agents own one capability each, such as reading invoices, querying the CRM or drafting a reply.',
          'A reviewer agent checks outputs against business rules and sends anything uncertain to a person.',
          'Shared memory keeps the context of the case so no agent has to start from scratch.',
        ],
      },
      { kind: 'heading', text: 'Four orchestration patterns that work in production' },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Pipeline: agents run in a fixed order, each enriching the case. Best for predictable back-office flows such as invoice processing.',
          'Router: a triage agent classifies requests and hands them to the right specialist. Best for support and inbound sales.',
          'Supervisor: an orchestrator delegates, monitors and retries. Best for multi-step research and reporting.',
          'Human-in-the-loop gate: any step below a confidence threshold pauses for approval. Required wherever money, contracts or personal data are involved.',
        ],
      },
      { kind: 'heading', text: 'Designing for reliability' },
      {
        kind: 'paragraph',
        text: 'Orchestration multiplies the number of model calls, so reliability has to be designed in. Give every agent a typed contract for its inputs and outputs, validate each hand-off, and make every step idempotent so it can be retried safely. Log the full trace of each case: which agent did what, with which tools, and why.',
      },
      {
        kind: 'quote',
        text: 'The breakthrough was not a better model. It was giving each agent one job and a clear definition of done.',
        cite: 'Head of Operations, Northwind Logistics',
      },
      { kind: 'heading', text: 'Where to start' },
      {
        kind: 'list',
        items: [
          'Pick one process with high volume, clear rules and a measurable outcome.',
          'Map the steps a person takes today and mark the decisions that need judgement.',
          'Automate the routine steps with specialists first and keep people on the judgement calls.',
          'Measure cycle time, error rate and cost per case before and after, from day one.',
        ],
      },
      {
        kind: 'paragraph',
        text: 'Teams that follow this path typically reach production in six to eight weeks and expand to a second process within a quarter, because the orchestration layer, the tool integrations and the review workflow are reused.',
      },
    ],
    author: { name: 'Dr. Maya Chen', role: 'Co-founder & CEO' },
    date: '2026-10-14',
    readTime: 8,
    image: coverImage('ai-agent-orchestration-2025', 'Connected nodes representing a team of coordinated AI agents'),
    category: 'AI Strategy',
    tags: ['Orchestration', 'Multi-Agent Systems', 'Architecture', 'Best Practices'],
  },
  {
    id: 'roi-measurement-ai-automation',
    title: 'Measuring ROI of AI Automation: A Practical Framework',
    excerpt:
      'A step-by-step framework to baseline your processes, attribute savings to AI agents and report ROI that finance teams trust.',
    content:
      'ROI claims for AI are easy to make and hard to defend. A clear baseline, three savings categories and a monthly review turn estimates into numbers finance will sign off.',
    fullContent: [
      {
        kind: 'paragraph',
        text: 'Every AI initiative is eventually asked the same question: what did we get for the money? Teams that cannot answer it with numbers lose budget, even when the technology works. The good news is that measuring AI automation ROI is not harder than measuring any other operational improvement, as long as you set it up before the first agent goes live.',
      },
      { kind: 'heading', text: 'Step 1: Baseline before you automate' },
      {
        kind: 'list',
        items: [
          'Volume: how many tasks of this type happen each month.',
          'Handling time: the average minutes a person spends per task, measured, not estimated.',
          'Fully loaded cost: salary, benefits and overhead per hour of the people doing the work.',
          'Error rate: the share of tasks that need rework, and how long rework takes.',
        ],
      },
      { kind: 'heading', text: 'Step 2: Count three kinds of savings' },
      {
        kind: 'paragraph',
        text: 'Labour savings come from the share of work agents take over: tasks per year times handling time times hourly cost times the automation rate. Error savings come from fewer mistakes: tasks per year times error rate times rework time times hourly cost times the reduction in errors. Efficiency gains capture faster cycle times and better use of the time people get back; count them conservatively, for example as 15% of the first two.',
      },
      {
        kind: 'quote',
        text: 'Finance did not trust our first business case. They trusted the second one because every number had a source and a date.',
        cite: 'VP Finance, Summit Capital',
      },
      { kind: 'heading', text: 'Step 3: Put the costs next to the savings' },
      {
        kind: 'list',
        items: [
          'One-off costs: the audit, integration work, data preparation and training.',
          'Running costs: platform subscription, model usage and the people who supervise agents.',
          'Change costs: time spent updating procedures and handling the transition.',
        ],
      },
      { kind: 'heading', text: 'Step 4: Report monthly, not once' },
      {
        kind: 'paragraph',
        text: 'Publish a one-page report each month with the volume handled by agents, the measured handling time, the error rate against the baseline, and the cumulative net savings. Include the cases escalated to people: a rising escalation rate is an early warning that a process has changed.',
      },
      { kind: 'heading', text: 'A worked example' },
      {
        kind: 'paragraph',
        text: 'A team of analysts costing $85,000 a year each handles 2,500 tasks a month with a 12% error rate. With agents automating 70% of the work and cutting errors by 85%, the annual savings come to about $223,000 in labour, $65,000 in avoided rework and $43,000 in efficiency gains: roughly $331,000 a year before running costs.',
      },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Use the ROI calculator to produce your own estimate in minutes.',
          'Validate the inputs against one month of real data.',
          'Agree the reporting format with finance before launch.',
        ],
      },
    ],
    author: { name: 'James Rodriguez', role: 'Head of Customer Success' },
    date: '2026-09-30',
    readTime: 6,
    image: coverImage('roi-measurement-ai-automation', 'Rising bar chart representing measured savings'),
    category: 'Business Value',
    tags: ['ROI', 'Metrics', 'Business Case', 'Finance'],
  },
  {
    id: 'security-best-practices-ai-agents',
    title: 'Security Best Practices for Enterprise AI Agents',
    excerpt:
      'How to give AI agents access to real systems and data without widening your attack surface: identity, least privilege, guardrails and audit.',
    content:
      'Agents act on real systems, so they need the same controls as employees and service accounts: identity, least privilege, input and output guardrails, and a complete audit trail.',
    fullContent: [
      {
        kind: 'paragraph',
        text: 'An AI agent that can read your CRM, send emails and update tickets is, from a security point of view, a new kind of employee: fast, tireless and capable of acting on instructions hidden in the data it reads. Securing agents is therefore less about the model and more about the identity, permissions and controls around it.',
      },
      { kind: 'heading', text: 'Give every agent its own identity' },
      {
        kind: 'list',
        items: [
          'Issue a dedicated service identity per agent, never a shared or personal account.',
          'Use short-lived credentials from a secrets manager and rotate them automatically.',
          'Tag every action with the agent identity and the case it belongs to.',
        ],
      },
      { kind: 'heading', text: 'Apply least privilege to tools, not just data' },
      {
        kind: 'paragraph',
        text: 'Decide for each agent which tools it may call and with which parameters. A support agent may read order status and draft refunds, but approving a refund above a threshold should require a person. Scope read access to the records of the current case rather than the whole database.',
      },
      { kind: 'heading', text: 'Defend against prompt injection' },
      {
        kind: 'list',
        items: [
          'Treat every document, email and web page an agent reads as untrusted input.',
          'Keep instructions and data in separate channels, and never let retrieved text change an agent’s permissions.',
          'Validate tool calls against an allow-list and a schema before they execute.',
          'Require confirmation for irreversible actions such as payments, deletions and external emails.',
        ],
      },
      {
        kind: 'quote',
        text: 'We reviewed our agents the way we review a new vendor with production access. That framing made every control obvious.',
        cite: 'CISO, Helix Health',
      },
      { kind: 'heading', text: 'Protect data end to end' },
      {
        kind: 'list',
        items: [
          'Encrypt data in transit with TLS 1.2 or later and at rest with managed keys.',
          'Redact or tokenise personal data before it reaches a model where the task allows it.',
          'Choose model providers with zero data retention for prompts and completions.',
          'Keep data in the region your regulations require.',
        ],
      },
      { kind: 'heading', text: 'Log, monitor and rehearse' },
      {
        kind: 'paragraph',
        text: 'Keep an immutable audit trail of every prompt, tool call and output, with who or what triggered it. Alert on unusual patterns such as a spike in data access or repeated failed tool calls. Rehearse incidents: know how to suspend an agent, revoke its credentials and replay its actions within minutes.',
      },
      { kind: 'heading', text: 'A rollout checklist' },
      {
        kind: 'list',
        ordered: true,
        items: [
          'Threat-model each agent: its tools, its data and what could go wrong.',
          'Run a red-team exercise with prompt injection and data exfiltration attempts.',
          'Start in read-only or draft mode, then widen permissions as evidence builds.',
          'Review permissions and logs quarterly, like any privileged access.',
        ],
      },
    ],
    author: { name: 'Sarah Kim', role: 'Head of Security Engineering' },
    date: '2026-09-12',
    readTime: 10,
    image: coverImage('security-best-practices-ai-agents', 'A shield over a network representing protected AI agents'),
    category: 'Security',
    tags: ['Security', 'Compliance', 'Prompt Injection', 'Governance'],
  },
];

export function findArticle(id: string): Article | undefined {
  return articles.find((article) => article.id === id);
}

/** The article as plain text, headings and list items on their own lines (the summary call's content). */
export function articlePlainText(article: Article): string {
  return article.fullContent
    .map((block) => {
      switch (block.kind) {
        case 'list':
          return block.items.join('\n');
        case 'quote':
          return block.cite ? `${block.text} (${block.cite})` : block.text;
        default:
          return block.text;
      }
    })
    .join('\n\n');
}

/** 'October 14, 2026' from '2026-10-14', the same everywhere (no time-zone shift). */
export function formatArticleDate(isoDate: string): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(siteLocale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** The generic text the summary dialog shows when the answer has no summary (product-rules.md S4). */
export const summaryFallback =
  'This article shares practical guidance on putting AI agents to work in your business. Open it to read the full text.';
