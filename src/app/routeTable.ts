// Every path of site-spec.md section 2. `page` names the module in src/pages (one lazy chunk per
// route); a route without it renders the labelled placeholder until its issue (`issue`) builds it.
// Plain data, so Node scripts (the size report) can read it too.

export interface RouteEntry {
  path: string;
  title: string;
  issue?: number;
  page?: string;
  /** A sample URL for tests that visit every route (dynamic segments filled in). */
  sample?: string;
}

export const routeTable: RouteEntry[] = [
  { path: '/', title: 'Home', issue: 5, page: 'HomePage' },
  { path: '/solutions', title: 'Solutions', issue: 5, page: 'SolutionsPage' },
  { path: '/playground', title: 'Agent Playground', issue: 5, page: 'PlaygroundPage' },
  { path: '/case-studies', title: 'Case Studies', issue: 5, page: 'CaseStudiesPage' },
  { path: '/pricing', title: 'Pricing', issue: 5, page: 'PricingPage' },
  { path: '/resources', title: 'Resources', issue: 6, page: 'ResourcesPage' },
  { path: '/about', title: 'About', issue: 6, page: 'AboutPage' },
  { path: '/contact', title: 'Contact', issue: 6, page: 'ContactPage' },
  { path: '/signin', title: 'Sign In', issue: 6, page: 'SignInPage' },
  { path: '/register', title: 'Register', issue: 6, page: 'RegisterPage' },
  { path: '/trial', title: 'Start Free Trial', issue: 6, page: 'TrialPage' },
  { path: '/careers', title: 'Careers', issue: 6, page: 'CareersPage' },
  { path: '/help', title: 'Help Center', issue: 6, page: 'HelpPage' },
  { path: '/docs/*', title: 'Developer Docs', issue: 6, page: 'DocsPage', sample: '/docs' },
  { path: '/privacy', title: 'Privacy Policy', issue: 6, page: 'PrivacyPage' },
  { path: '/terms', title: 'Terms of Service', issue: 6, page: 'TermsPage' },
  { path: '/forgot-password', title: 'Forgot Password', issue: 6, page: 'ForgotPasswordPage' },
  { path: '/reset-password', title: 'Reset Password', issue: 6, page: 'ResetPasswordPage', sample: '/reset-password?token=sample' },
  { path: '/article/:id', title: 'Article', issue: 6, page: 'ArticlePage', sample: '/article/ai-agent-orchestration-2025' },
  { path: '/event/:id', title: 'Event', issue: 6, page: 'EventPage', sample: '/event/ai-agent-implementation-masterclass' },
  { path: '/book-call', title: 'Book a Call', issue: 6, page: 'BookCallPage', sample: '/book-call?type=demo' },
];

/** Paths that other pages link to and that lead somewhere real (decisions.md section 5). */
export const redirects: { from: string; to: string }[] = [
  { from: '/tutorials', to: '/resources' },
  { from: '/community', to: '/help' },
];

export const sampleUrl = (entry: RouteEntry) => entry.sample ?? entry.path;

export const PLACEHOLDER_PAGE = 'PlaceholderPage';
export const pageModulePath = (entry: RouteEntry) => `src/pages/${entry.page ?? PLACEHOLDER_PAGE}.tsx`;
