// The /help center (product-rules.md S2): quick links, the category cards with their article counts,
// the FAQ (content/help/*.md). Every link leads to a real page (product-rules.md D5).
import type { FaqData } from './build/collections.ts';
import { entries } from './loaded/help.ts';

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

/** The FAQ: content/help/*.md (docs/content.md), each answer rendered to HTML at build time. */
export const faqs: FaqData[] = entries;

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
