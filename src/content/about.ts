// The /about story page (product-rules.md S2): stats, mission, values, team, journey.
// Realistic invented content (product-rules.md D5); copy only, nothing here is measured.

export interface Stat {
  value: string;
  label: string;
}

export interface Value {
  title: string;
  description: string;
}

export interface TeamMember {
  name: string;
  role: string;
  background: string;
  expertise: string[];
}

export interface Milestone {
  year: string;
  title: string;
  description: string;
}

export const aboutIntro = {
  title: 'We Build AI Agents That Do Real Work',
  lead: 'Orbital Agents helps startups, mid-market companies and enterprises put autonomous AI agents to work: cutting costs, growing revenue and running operations around the clock.',
};

// The company in figures (its story, not the platform's live numbers shown on home and case studies).
export const aboutStats: Stat[] = [
  { value: '2021', label: 'Founded' },
  { value: '500+', label: 'Companies served' },
  { value: '200+', label: 'Integrations' },
  { value: '10×', label: 'Value Guarantee' },
];

export const mission = {
  title: 'Our Mission',
  body: [
    'Every business has work that is repetitive, error-prone and expensive. We believe AI agents should take that work on, safely and measurably, so people can focus on the decisions that matter.',
    'We pair a production-grade agent platform with hands-on transformation experts. Every engagement starts with an audit of where agents pay off, and every agent we ship is measured against the savings it promised.',
  ],
};

export const values: Value[] = [
  { title: 'Measurable Outcomes', description: 'We commit to numbers before we build, and report against them after launch. Our 10× Value Guarantee is how we hold ourselves to it.' },
  { title: 'Security by Default', description: 'Agents run with least privilege, every action is logged, and customer data is never used to train shared models.' },
  { title: 'Humans in the Loop', description: 'Agents handle the volume; people keep the judgement. Every workflow has a clear escalation path.' },
  { title: 'Ship, Learn, Repeat', description: 'Short sprints, live agents in weeks rather than quarters, and continuous tuning from real usage.' },
];

export const team: TeamMember[] = [
  {
    name: 'Dr. Maya Chen',
    role: 'Co-founder & CEO',
    background: 'Led applied machine learning at a global logistics company; PhD in distributed systems.',
    expertise: ['AI strategy', 'Operations research', 'Enterprise transformation'],
  },
  {
    name: 'Daniel Okafor',
    role: 'Co-founder & CTO',
    background: 'Built large-scale workflow automation platforms for financial services for over a decade.',
    expertise: ['Agent orchestration', 'Platform engineering', 'Security'],
  },
  {
    name: 'Sofia Martínez',
    role: 'VP of Customer Success',
    background: 'Ran implementation programmes for more than 200 mid-market and enterprise customers.',
    expertise: ['Change management', 'Implementation', 'ROI measurement'],
  },
  {
    name: 'Arjun Patel',
    role: 'Head of AI Research',
    background: 'Researcher in language-model reasoning and evaluation; published on tool-using agents.',
    expertise: ['LLM evaluation', 'Reasoning', 'Safety'],
  },
];

export const journey: Milestone[] = [
  { year: '2021', title: 'Founded', description: 'Started with three engineers and one question: what if AI could run the busywork?' },
  { year: '2022', title: 'First Enterprise Customers', description: 'Our first agents went live in logistics and healthcare operations.' },
  { year: '2023', title: 'Agent Platform Launch', description: 'Released the orchestration platform with 200+ integrations and the Express Audit.' },
  { year: '2024', title: '500+ Companies', description: 'Crossed 500 customers and launched the 10× Value Guarantee.' },
  { year: '2025', title: 'Agents Everywhere', description: 'Self-serve plans, the Agent Playground and the transformation blueprint for every team.' },
];
