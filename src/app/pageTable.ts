// Every path of product-rules.md S2. `page` names the module in src/pages (one lazy chunk per
// route). Plain data, so Node scripts (the size report) can read it too.

export interface PageEntry {
  path: string;
  title: string;
  page: string;
  /** A sample URL for tests that visit every route (dynamic segments filled in). */
  sample?: string;
  /** The meta description (articles, events and docs topics use their own). */
  description: string;
  /** Kept out of search results (account screens). */
  noindex?: boolean;
  /** A page to read (issue 11's content-only pages): its goal is 100 KiB of initial JavaScript. */
  contentOnly?: true;
}

export const pageTable: PageEntry[] = [
  { path: '/', title: 'Home', page: 'HomePage', description: 'Orbital Agents builds enterprise AI agents that cut costs, grow revenue and work around the clock, with a 10× Value Guarantee.' },
  { path: '/solutions', title: 'Solutions', page: 'SolutionsPage', description: 'Calculate what AI agents would save in your operation with the ROI calculator, then pick the plan that gets you there.' },
  { path: '/playground', title: 'Agent Playground', page: 'PlaygroundPage', description: 'Try an AI agent live: pick an agent, point it at a sample dataset and watch it reason through the analysis step by step.' },
  { path: '/case-studies', title: 'Case Studies', page: 'CaseStudiesPage', description: 'Real companies, measured results: see how AI agents changed logistics, healthcare and financial services teams.' },
  { path: '/pricing', title: 'Pricing', page: 'PricingPage', description: 'Three ways to launch AI agents. Every plan includes 99.9% uptime and our 10× Value Guarantee; clients see 400% average ROI.' },
  { path: '/resources', title: 'Resources', page: 'ResourcesPage', description: 'Articles, guides, downloads and live events on putting AI agents to work, with AI summaries of every article.' },
  { path: '/about', title: 'About', page: 'AboutPage', description: 'Orbital Agents helps startups, mid-market companies and enterprises put autonomous AI agents to work. Meet the team and our story.', contentOnly: true },
  { path: '/contact', title: 'Contact', page: 'ContactPage', description: 'Ready to see what AI agents can do for your business? Send the Orbital Agents team a message or book a call.' },
  { path: '/signin', title: 'Sign In', page: 'SignInPage', description: 'Sign in to your Orbital Agents account.', noindex: true },
  { path: '/register', title: 'Register', page: 'RegisterPage', description: 'Create your Orbital Agents account.', noindex: true },
  { path: '/trial', title: 'Start Free Trial', page: 'TrialPage', description: 'Start a free trial of Orbital Agents and see autonomous agents work on your own processes.' },
  { path: '/careers', title: 'Careers', page: 'CareersPage', description: 'Help companies put AI agents to work: open roles at Orbital Agents, a remote-friendly team of engineers, researchers and consultants.', contentOnly: true },
  { path: '/help', title: 'Help Center', page: 'HelpPage', description: 'Answers about AI agents, pricing, security and integrations: search our guides, browse the help categories or talk to our team.' },
  { path: '/docs/*', title: 'Developer Docs', page: 'DocsPage', sample: '/docs', description: 'Integrate Orbital Agents into your stack: guides, SDKs and the complete REST API reference, generated from the same contract our servers use.' },
  { path: '/privacy', title: 'Privacy Policy', page: 'PrivacyPage', description: 'How Orbital Agents collects, uses and protects your personal data.', contentOnly: true },
  { path: '/terms', title: 'Terms of Service', page: 'TermsPage', description: 'The terms of service for using the Orbital Agents website and services.', contentOnly: true },
  { path: '/forgot-password', title: 'Forgot Password', page: 'ForgotPasswordPage', description: 'Reset the password of your Orbital Agents account.', noindex: true },
  { path: '/reset-password', title: 'Reset Password', page: 'ResetPasswordPage', sample: '/reset-password?token=sample', description: 'Choose a new password for your Orbital Agents account.', noindex: true },
  { path: '/article/:id', title: 'Article', page: 'ArticlePage', sample: '/article/ai-agent-orchestration-2025', description: 'Articles on enterprise AI agents from the Orbital Agents team.', contentOnly: true },
  { path: '/event/:id', title: 'Event', page: 'EventPage', sample: '/event/ai-agent-implementation-masterclass', description: 'Live webinars and workshops on enterprise AI agents from Orbital Agents.' },
  { path: '/book-call', title: 'Book a Call', page: 'BookCallPage', sample: '/book-call?type=demo', description: 'Book a call with an AI automation expert: a discovery call, a full demo or an enterprise audit. No obligation.' },
];

/** Paths that other pages link to and that lead somewhere real (product-rules.md D5). */
export const redirects: { from: string; to: string }[] = [
  { from: '/tutorials', to: '/resources' },
  { from: '/community', to: '/help' },
];

export const sampleUrl = (entry: PageEntry) => entry.sample ?? entry.path;

/** Where a redirect's path ('/tutorials', or '/tutorials/') sends the visitor; undefined for any other path. */
export const redirectTarget = (pathname: string) => redirects.find((r) => r.from === pathname.replace(/(?<!\/)\/+$/, ''))?.to;

export const pageModulePath = (entry: PageEntry) => `src/pages/${entry.page}.tsx`;
