// The /careers page (product-rules.md S2, S3): four open roles, each with 'Apply Now' to /contact,
// a general application link, and the $3,000 learning budget. Invented, realistic content.

export interface JobListing {
  id: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
}

export const careersIntro = {
  title: 'Join Our Mission',
  lead: 'Help companies put AI agents to work. We are a remote-friendly team of engineers, researchers and consultants who ship agents that deliver measurable value.',
};

export const LEARNING_BUDGET = '$3,000';

export const perks: { title: string; description: string }[] = [
  { title: 'Learning Budget', description: `${LEARNING_BUDGET} every year for courses, books and conferences.` },
  { title: 'Remote-Friendly', description: 'Work from home, from one of our hubs, or a mix of both.' },
  { title: 'Health & Wellbeing', description: 'Comprehensive health cover and a monthly wellness allowance.' },
  { title: 'Equity', description: 'Every employee owns part of the company they help build.' },
];

export const jobs: JobListing[] = [
  {
    id: 'senior-ai-engineer',
    title: 'Senior AI Engineer',
    department: 'Engineering',
    location: 'San Francisco, CA / Remote',
    type: 'Full-time',
    description: 'Design and build the agent orchestration platform: planning, tool use, memory and evaluation for agents that run in production for our customers.',
    requirements: [
      '5+ years of software engineering experience',
      'Hands-on experience with large language models and agent frameworks',
      'Strong TypeScript or Python',
      'Experience running distributed systems in production',
    ],
  },
  {
    id: 'ai-solutions-architect',
    title: 'AI Solutions Architect',
    department: 'Customer Success',
    location: 'New York, NY / Remote',
    type: 'Full-time',
    description: 'Lead Express Audits and implementation sprints with mid-market and enterprise customers, turning business processes into agent workflows.',
    requirements: [
      '4+ years in solutions architecture or technical consulting',
      'Experience integrating CRM, ERP or support platforms',
      'Excellent communication with technical and business stakeholders',
      'Comfortable measuring and reporting ROI',
    ],
  },
  {
    id: 'product-designer',
    title: 'Product Designer',
    department: 'Design',
    location: 'Remote',
    type: 'Full-time',
    description: 'Shape how people supervise, trust and collaborate with AI agents, from the Playground to the enterprise console.',
    requirements: [
      '3+ years of product design experience',
      'A portfolio of complex, data-rich interfaces',
      'Working knowledge of accessibility (WCAG 2.2)',
      'Curiosity about AI and human-in-the-loop workflows',
    ],
  },
  {
    id: 'enterprise-account-executive',
    title: 'Enterprise Account Executive',
    department: 'Sales',
    location: 'Austin, TX / Remote',
    type: 'Full-time',
    description: 'Guide enterprise buyers from the first discovery call to a signed transformation programme.',
    requirements: [
      '5+ years of enterprise SaaS sales',
      'A track record of closing six-figure deals',
      'Experience selling to operations and finance leaders',
      'Genuine interest in AI and automation',
    ],
  },
];
