// Every path of product-rules.md S2. `page` names the module in src/pages (one lazy chunk per
// route); a route without it renders the labelled placeholder until its issue (`issue`) builds it.
// Plain data, so Node scripts (the size report) can read it too.

export interface RouteEntry {
  path: string;
  title: string;
  issue?: number;
  page?: string;
  /** A sample URL for tests that visit every route (dynamic segments filled in). */
  sample?: string;
  /** The meta description (articles, events and docs topics use their own). */
  description: string;
  /** Kept out of search results (account screens). */
  noindex?: boolean;
}

export const routeTable: RouteEntry[] = [
  { path: '/', title: 'Home', issue: 5, page: 'HomePage', description: 'Orbital Agents builds enterprise AI agents that cut costs, grow revenue and work around the clock, with a 10× Value Guarantee.' },
  { path: '/solutions', title: 'Solutions', issue: 5, page: 'SolutionsPage', description: 'Calculate what AI agents would save in your operation with the ROI calculator, then pick the plan that gets you there.' },
  { path: '/playground', title: 'Agent Playground', issue: 5, page: 'PlaygroundPage', description: 'Try an AI agent live: pick an agent, point it at a sample dataset and watch it reason through the analysis step by step.' },
  { path: '/case-studies', title: 'Case Studies', issue: 5, page: 'CaseStudiesPage', description: 'Real companies, measured results: see how AI agents changed logistics, healthcare and financial services teams.' },
  { path: '/pricing', title: 'Pricing', issue: 5, page: 'PricingPage', description: 'Three ways to launch AI agents. Every plan includes 99.9% uptime and our 10× Value Guarantee; clients see 400% average ROI.' },
  { path: '/resources', title: 'Resources', issue: 6, page: 'ResourcesPage', description: 'Articles, guides, downloads and live events on putting AI agents to work, with AI summaries of every article.' },
  { path: '/about', title: 'About', issue: 6, page: 'AboutPage', description: 'Orbital Agents helps startups, mid-market companies and enterprises put autonomous AI agents to work. Meet the team and our story.' },
  { path: '/contact', title: 'Contact', issue: 6, page: 'ContactPage', description: 'Ready to see what AI agents can do for your business? Send the Orbital Agents team a message or book a call.' },
  { path: '/signin', title: 'Sign In', issue: 6, page: 'SignInPage', description: 'Sign in to your Orbital Agents account.', noindex: true },
  { path: '/register', title: 'Register', issue: 6, page: 'RegisterPage', description: 'Create your Orbital Agents account.', noindex: true },
  { path: '/trial', title: 'Start Free Trial', issue: 6, page: 'TrialPage', description: 'Start a free trial of Orbital Agents and see autonomous agents work on your own processes.' },
  { path: '/careers', title: 'Careers', issue: 6, page: 'CareersPage', description: 'Help companies put AI agents to work: open roles at Orbital Agents, a remote-friendly team of engineers, researchers and consultants.' },
  { path: '/help', title: 'Help Center', issue: 6, page: 'HelpPage', description: 'Answers about AI agents, pricing, security and integrations: search our guides, browse the help categories or talk to our team.' },
  { path: '/docs/*', title: 'Developer Docs', issue: 6, page: 'DocsPage', sample: '/docs', description: 'Integrate Orbital Agents into your stack: guides, SDKs and the complete REST API reference, generated from the same contract our servers use.' },
  { path: '/privacy', title: 'Privacy Policy', issue: 6, page: 'PrivacyPage', description: 'How Orbital Agents collects, uses and protects your personal data.' },
  { path: '/terms', title: 'Terms of Service', issue: 6, page: 'TermsPage', description: 'The terms of service for using the Orbital Agents website and services.' },
  { path: '/forgot-password', title: 'Forgot Password', issue: 6, page: 'ForgotPasswordPage', description: 'Reset the password of your Orbital Agents account.', noindex: true },
  { path: '/reset-password', title: 'Reset Password', issue: 6, page: 'ResetPasswordPage', sample: '/reset-password?token=sample', description: 'Choose a new password for your Orbital Agents account.', noindex: true },
  { path: '/article/:id', title: 'Article', issue: 6, page: 'ArticlePage', sample: '/article/ai-agent-orchestration-2025', description: 'Articles on enterprise AI agents from the Orbital Agents team.' },
  { path: '/event/:id', title: 'Event', issue: 6, page: 'EventPage', sample: '/event/ai-agent-implementation-masterclass', description: 'Live webinars and workshops on enterprise AI agents from Orbital Agents.' },
  { path: '/book-call', title: 'Book a Call', issue: 6, page: 'BookCallPage', sample: '/book-call?type=demo', description: 'Book a call with an AI automation expert: a discovery call, a full demo or an enterprise audit. No obligation.' },
];

/** Paths that other pages link to and that lead somewhere real (product-rules.md D5). */
export const redirects: { from: string; to: string }[] = [
  { from: '/tutorials', to: '/resources' },
  { from: '/community', to: '/help' },
];

export const sampleUrl = (entry: RouteEntry) => entry.sample ?? entry.path;

export const PLACEHOLDER_PAGE = 'PlaceholderPage';
export const pageModulePath = (entry: RouteEntry) => `src/pages/${entry.page ?? PLACEHOLDER_PAGE}.tsx`;
