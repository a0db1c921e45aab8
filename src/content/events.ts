// The built-in event catalogue of product-rules.md S3: ids, capacity/registered and durations
// word for word; the rest is realistic invented content (product-rules.md D5).
import { coverImage, type ContentImage } from './images.ts';

export type EventType = 'LIVE WEBINAR' | 'WORKSHOP' | 'CASE STUDY';

export interface Speaker {
  name: string;
  role: string;
}

export interface EventEntry {
  id: string;
  title: string;
  description: string;
  fullDescription: string;
  /** Shown as written, e.g. 'January 21, 2027'. */
  date: string;
  time: string;
  duration: string;
  type: EventType;
  format: string;
  speakers: Speaker[];
  capacity: number;
  registered: number;
  image: ContentImage;
  agenda: string[];
  prerequisites: string[];
  benefits: string[];
  /** Badge tone on the list cards. */
  color: 'brand' | 'accent' | 'success';
}

export const events: EventEntry[] = [
  {
    id: 'ai-agent-implementation-masterclass',
    title: 'AI Agent Implementation Masterclass',
    description: 'A live walkthrough of taking an AI agent from idea to production in six weeks.',
    fullDescription:
      'Join our solution architects for a practical masterclass on implementing AI agents in a real business. We follow one process from the first audit to a production agent: choosing the use case, preparing data, integrating with existing systems, setting guardrails and measuring results. Bring your questions; the last half hour is open Q&A.',
    date: 'January 21, 2027',
    time: '11:00 AM PST',
    duration: '2 hours',
    type: 'LIVE WEBINAR',
    format: 'Online webinar',
    speakers: [
      { name: 'Dr. Maya Chen', role: 'Co-founder & CEO' },
      { name: 'Alex Thompson', role: 'Principal Solution Architect' },
    ],
    capacity: 500,
    registered: 347,
    image: coverImage('ai-agent-implementation-masterclass', 'Illustration of a live webinar with a presenter and connected agents'),
    agenda: [
      'Choosing the first process to automate',
      'Data readiness and system integration',
      'Guardrails, approvals and human-in-the-loop design',
      'Measuring impact from week one',
      'Live Q&A with the speakers',
    ],
    prerequisites: ['No technical background required', 'A process you would like to automate in mind'],
    benefits: [
      'A six-week implementation plan template',
      'A checklist for choosing your first use case',
      'Recording and slides after the session',
      'A certificate of attendance',
    ],
    color: 'brand',
  },
  {
    id: 'building-custom-ai-workflows',
    title: 'Building Custom AI Workflows',
    description: 'A hands-on workshop: design, build and test a multi-agent workflow with our SDK.',
    fullDescription:
      'In this hands-on workshop you build a working multi-agent workflow: a triage agent routes incoming requests, specialists handle them with real tools, and a reviewer checks results before they go out. You work in a sandbox with sample data and leave with code you can adapt to your own processes. Places are limited so every participant gets help from our engineers.',
    date: 'February 10, 2027',
    time: '9:00 AM PST',
    duration: '3 hours',
    type: 'WORKSHOP',
    format: 'Interactive online workshop',
    speakers: [
      { name: 'Hannah Brooks', role: 'Lead Developer Advocate' },
      { name: 'Kenji Watanabe', role: 'Senior AI Engineer' },
    ],
    capacity: 100,
    registered: 78,
    image: coverImage('building-custom-ai-workflows', 'Illustration of a workflow of connected agent steps'),
    agenda: [
      'Setting up the sandbox and the SDK',
      'Designing the workflow: roles, tools and hand-offs',
      'Building the triage and specialist agents',
      'Adding a reviewer and confidence thresholds',
      'Testing, tracing and deploying the workflow',
    ],
    prerequisites: ['Basic JavaScript or Python', 'A laptop with a modern browser'],
    benefits: [
      'A working multi-agent workflow you can reuse',
      'Sandbox access for 30 days after the workshop',
      'One-to-one help from our engineers',
      'Workshop materials and sample code',
    ],
    color: 'accent',
  },
  {
    id: 'enterprise-ai-transformation',
    title: 'Enterprise AI Transformation: A Case Study',
    description: 'How a 5,000-person logistics company automated 40% of its back office in a year.',
    fullDescription:
      'Northwind Logistics automated 40% of its back-office work in twelve months with a portfolio of AI agents. Their COO and our engagement lead walk through the journey: the executive case, the first audit, the rollout across finance and operations, what went wrong and how they fixed it, and the results they report to the board today.',
    date: 'March 4, 2027',
    time: '1:00 PM PST',
    duration: '90 minutes',
    type: 'CASE STUDY',
    format: 'Online presentation with Q&A',
    speakers: [
      { name: 'Elena Rossi', role: 'COO, Northwind Logistics' },
      { name: 'James Rodriguez', role: 'Head of Customer Success' },
    ],
    capacity: 300,
    registered: 189,
    image: coverImage('enterprise-ai-transformation', 'Illustration of a rising chart over a logistics network'),
    agenda: [
      'The business case presented to the board',
      'The audit: finding the first ten processes',
      'Rolling out across finance and operations',
      'Lessons learned and what we would do differently',
      'Results and next steps, followed by Q&A',
    ],
    prerequisites: ['Open to business and technology leaders'],
    benefits: [
      'A real enterprise transformation roadmap',
      'The metrics Northwind reports to its board',
      'Change-management lessons from the rollout',
      'Recording and slides after the session',
    ],
    color: 'success',
  },
];

export function findEvent(id: string): EventEntry | undefined {
  return events.find((event) => event.id === id);
}

/** Spots left = capacity - registered (product-rules.md S9). */
export function spotsLeft(event: Pick<EventEntry, 'capacity' | 'registered'>): number {
  return event.capacity - event.registered;
}
