// The AI Concierge's replies: a small rule set answering in markdown (product-rules.md D2).
// Visitor text is only ever quoted after dropping characters that could form HTML or markdown.
import { site } from '../config/site.ts';
import { sessionTypes } from '../contract/options.ts';
import { formatThousands, pricingTiers } from './pricing.ts';

export function conciergeGreeting(): string {
  return `Hello! I'm your AI Concierge. I can help you understand how ${site.name} can transform your business. What would you like to know?`;
}

const bookingLinks = sessionTypes
  .map((s) => `- [${s.label}](/book-call?type=${s.id}) (${s.duration}): ${s.description}`)
  .join('\n');

function pricingTable(): string {
  const rows = pricingTiers.map(
    (t) => `| ${t.name} | ${formatThousands(t.setupFee)} | ${formatThousands(t.monthlyFee)}/month | ${t.highlights.join(', ')} |`,
  );
  return ['| Plan | Setup | Monthly | Includes |', '|---|---|---|---|', ...rows].join('\n');
}

const rules: { topic: RegExp; reply: () => string }[] = [
  {
    topic: /\b(book|booking|schedule|call|demo|meeting|meet|appointment|talk to|speak)/,
    reply: () =>
      `Happy to set that up! Pick the session that fits:\n\n${bookingLinks}\n\nOr [book a call](/book-call) and our team will confirm within 24 hours.`,
  },
  {
    topic: /\b(trial|free|try|test drive|sign ?up)/,
    reply: () =>
      'You can start a **14-day free trial**, no credit card needed, with a guided setup session. ' +
      'Agents go live in under 60 seconds.\n\n[Start your free trial](/trial)',
  },
  {
    topic: /\b(roi|return on|payback|savings?|save)\b/,
    reply: () =>
      'Our customers see an **average ROI of 400%**. Savings come from three places:\n\n' +
      '- **Labor:** agents take over about 70% of repetitive task time\n' +
      '- **Errors:** 85% fewer errors means far less rework\n' +
      '- **Efficiency:** a further 15% from faster, smoother processes\n\n' +
      'Try the [ROI calculator](/solutions) with your own numbers, or [book a call](/book-call) to go through them with us.',
  },
  {
    topic: /\b(price|prices|pricing|cost|costs|plan|plans|tier|tiers|how much|fee|fees)\b|\$/,
    reply: () =>
      `Here are our three plans:\n\n${pricingTable()}\n\nCancel any time with 30 days notice. ` +
      'See [all plan details](/pricing) or [book a call](/book-call) to find the right fit.',
  },
  {
    topic: /\b(secur\w*|complian\w*|soc ?2|gdpr|hipaa|privacy|encrypt\w*|data protection)/,
    reply: () =>
      'Security is built in:\n\n- Data encrypted in transit and at rest\n- Role-based access and audit trails\n' +
      '- **99.9% uptime** target, with live status on our status page\n\n' +
      'Read our [privacy policy](/privacy), or [book an Enterprise Audit](/book-call?type=audit) for a security review.',
  },
  {
    topic: /\b(integrat\w*|connect\w*|crm|salesforce|hubspot|slack|zapier|api|sdk|webhooks?)\b/,
    reply: () =>
      `${site.name} connects to **200+ integrations**: CRMs, helpdesks, ERPs, data warehouses and chat tools.\n\n` +
      'Developers can start with the [API docs](/docs), or [book a demo](/book-call?type=demo) to see integrations live.',
  },
];

/** Keeps a short excerpt of what the visitor wrote, without characters that could form HTML or markdown. */
function quote(message: string): string {
  const safe = message.replace(/[<>&[\]()`*_#|\\!]/g, '').replace(/\s+/g, ' ').trim();
  return safe.length > 60 ? `${safe.slice(0, 57).trimEnd()}...` : safe;
}

function defaultReply(message: string): string {
  const topic = quote(message);
  const intro = topic ? `Thanks for asking about "${topic}".` : 'Thanks for your message.';
  return (
    `${intro} I can help with:\n\n- **Pricing** and plans\n- **ROI** you can expect\n- **Security** and compliance\n` +
    `- **Integrations** with your tools\n- A **free trial**\n\nOr [book a call](/book-call) to talk to our team directly.`
  );
}

export function conciergeReply(message: string): string {
  const text = message.toLowerCase();
  return rules.find((rule) => rule.topic.test(text))?.reply() ?? defaultReply(message);
}
