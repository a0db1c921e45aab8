// Copy of /pricing and of the tier cards (product-rules.md S2, S4 and S9). Prices and features come
// from src/domain/pricing.ts; this file holds only the words around them.
import type { pricingTiers } from '../domain/pricing.ts';

export type TierId = (typeof pricingTiers)[number]['id'];
/** planType of the pricing lead metadata (product-rules.md S3). */
export type PlanType = 'Mid-Market' | 'Enterprise';

export const tierCopy: Record<TierId, { audience: string; recommended?: boolean }> = {
  'self-serve': { audience: 'For startups testing their first agents' },
  'mid-market': { audience: 'For growing companies ready to automate a core process', recommended: true },
  enterprise: { audience: 'For organisations transforming at scale' },
};

export const pricingContent = {
  title: 'Choose Your Flight Plan',
  lead: 'Three ways to launch. Every plan includes 99.9% uptime and our 10× Value Guarantee; clients see 400% average ROI.',
  recommended: 'Most popular',
  setupSuffix: 'setup',
  monthlySuffix: '/month',
  selfServeCta: { label: 'Start Free Trial', href: '/trial' },
  tierDetailsCta: 'See Plan Details',
  whatYouGetTitle: 'What You Get',
  whatYouGet: [
    { title: 'A reply within 24 hours', text: 'A specialist contacts you within 24 hours of your request.' },
    { title: 'An implementation plan within 48 hours', text: 'A written plan with scope, agents and milestones within 48 hours.' },
    { title: '99.9% uptime', text: 'Agents run on infrastructure with a 99.9% uptime target.' },
    { title: '400% average ROI', text: 'Our clients see an average return of 400% on their investment.' },
  ],
  faqTitle: 'Frequently Asked Questions',
  faq: [
    { id: 'cancel', question: 'Can I cancel anytime?', answer: 'Yes. Cancel any plan with 30 days notice.' },
    { id: 'integrations', question: 'Which tools do the agents work with?', answer: 'Agents connect to 200+ integrations, including CRMs, ticketing, ERP and data warehouses.' },
    { id: 'speed', question: 'How fast can an agent go live?', answer: 'A configured agent goes live in under 60 seconds once its integrations are connected.' },
    { id: 'trial', question: 'Is there a free trial?', answer: 'Self-Serve comes with a 14-day free trial and a setup session. No card needed.' },
  ],
} as const;

/** The two lead dialogs of /pricing. */
export const leadDialogs: Record<PlanType, { trigger: string; title: string; description: string }> = {
  'Mid-Market': {
    trigger: 'Reserve Slot',
    title: 'Reserve Your Mid-Market Slot',
    description: 'Leave your details and we will schedule your 2-week Express Audit.',
  },
  Enterprise: {
    trigger: 'Start Audit',
    title: 'Start Your Enterprise Audit',
    description: 'Leave your details and we will scope your 4-week audit.',
  },
};

export const leadForm = {
  name: 'Full name',
  email: 'Work email',
  company: 'Company',
  phone: 'Phone',
  submit: 'Submit Request',
  submitting: 'Submitting...',
} as const;
