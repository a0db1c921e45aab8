// The /help center (product-rules.md S2): quick links, four category cards with 8, 12, 6 and 4
// articles, six FAQ items. Every link leads to a real page (product-rules.md D5).

export interface HelpLink {
  label: string;
  href: string;
  description: string;
}

export interface HelpCategory {
  title: string;
  description: string;
  articles: number;
  href: string;
}

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const helpIntro = {
  title: 'How Can We Help?',
  lead: 'Search our guides, browse the categories below, or talk to our team.',
  searchLabel: 'Search help articles',
  searchPlaceholder: 'Search for articles, guides, and more...',
};

export const quickLinks: HelpLink[] = [
  { label: 'Quick Start Guide', href: '/docs/quickstart', description: 'Deploy your first agent in minutes' },
  { label: 'API Documentation', href: '/docs', description: 'Every endpoint, parameter and status' },
  { label: 'Video Tutorials', href: '/tutorials', description: 'Watch step-by-step walkthroughs' },
  { label: 'Community Forum', href: '/community', description: 'Ask questions and share answers' },
];

export const helpCategories: HelpCategory[] = [
  { title: 'Getting Started', description: 'Set up your account, your first agent and your first integration.', articles: 8, href: '/docs/quickstart' },
  { title: 'AI Agents', description: 'Configure, train, monitor and tune your agents.', articles: 12, href: '/docs/agents' },
  { title: 'Integrations & API', description: 'Connect your tools with webhooks, SDKs and the REST API.', articles: 6, href: '/docs/api/rest' },
  { title: 'Billing & Plans', description: 'Plans, invoices, trials and cancellations.', articles: 4, href: '/pricing' },
];

export const faqs: Faq[] = [
  {
    id: 'setup-time',
    question: 'How quickly can I get an agent running?',
    answer: 'Most agents go live in under 60 seconds from a template. Custom workflows usually take a 2-week Express Audit and a short implementation sprint.',
  },
  {
    id: 'trial',
    question: 'Is there a free trial?',
    answer: 'Yes. The Self-Serve plan includes a 14-day free trial with a setup session, and no credit card is required.',
  },
  {
    id: 'integrations',
    question: 'What integrations do you support?',
    answer: 'We support 200+ integrations, including CRMs, help desks, ERPs, data warehouses and messaging tools, plus webhooks and a REST API for anything else.',
  },
  {
    id: 'security',
    question: 'How do you keep my data secure?',
    answer: 'Data is encrypted in transit and at rest, agents run with least-privilege access, every action is logged, and your data is never used to train shared models.',
  },
  {
    id: 'cancel',
    question: 'Can I cancel my subscription?',
    answer: "Yes. You can cancel with 30 days' notice, and you keep access to your data for 30 days afterwards.",
  },
  {
    id: 'roi',
    question: 'How do you measure ROI?',
    answer: 'We agree on baseline metrics during the audit and report labour, error and efficiency savings against them. Our customers see a 400% average ROI.',
  },
];

export const supportCards = {
  chat: {
    title: 'Chat Support',
    description: 'Get instant answers from our AI Concierge, available 24/7.',
    action: 'Start Chat',
  },
  contact: {
    title: 'Contact Form',
    description: 'Send us a detailed message and we will get back to you.',
    action: 'Contact Us',
    href: '/contact',
  },
};
