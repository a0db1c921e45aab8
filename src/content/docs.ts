// The /docs guides (product-rules.md D5): one section per topic; /docs/{topic} opens /docs at
// that section. The endpoint reference itself is generated from the contract (src/features/docs).

export interface DocTopic {
  /** The path after /docs/, e.g. 'sdk/javascript'. */
  topic: string;
  title: string;
  paragraphs: string[];
  code?: { label: string; text: string };
}

/** The element id of a topic's section: 'sdk/javascript' -> 'sdk-javascript'. */
export const topicId = (topic: string) => topic.replace(/\//g, '-');

export const docsIntro = {
  title: 'Developer Docs',
  lead: 'Integrate Orbital Agents into your stack: guides, SDKs and the complete REST API reference, generated from the same contract our servers use.',
};

export const docTopics: DocTopic[] = [
  {
    topic: 'quickstart',
    title: 'Quick Start',
    paragraphs: [
      'Every call is plain JSON over HTTPS. Send a request body with a JSON content type and read the JSON answer; errors are a non-2xx status with an error object.',
      'Start by calculating the savings for a workload:',
    ],
    code: {
      label: 'Calculate ROI with fetch',
      text: `const res = await fetch('/api/roi/calculate', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ fteCost: 85000, taskVolume: 2500, errorRate: 12 }),
});
const { totalROI } = await res.json(); // 331373`,
    },
  },
  {
    topic: 'agents',
    title: 'Agents',
    paragraphs: [
      'Three agent personas are available: efficiency, sales and ops. Run a sample analysis with the playground endpoint, or describe a process to the agents analyze endpoint to get a structured result.',
      'Chat sessions are started with an agent type and receive messages one at a time; replies are markdown.',
    ],
  },
  {
    topic: 'roi',
    title: 'ROI Calculation',
    paragraphs: [
      'The ROI endpoint takes the annual FTE cost (50,000 to 200,000), the monthly task volume (100 to 10,000) and the current error rate in percent (1 to 25).',
      'It answers labour, error and efficiency savings and their total, in whole dollars per year.',
    ],
  },
  {
    topic: 'webhooks',
    title: 'Webhooks',
    paragraphs: [
      'Webhooks notify your systems when an agent finishes a task or needs a human decision. Register an HTTPS endpoint during onboarding; every delivery is a signed JSON POST and is retried with backoff until your endpoint answers 2xx.',
    ],
  },
  {
    topic: 'auth',
    title: 'Authentication',
    paragraphs: [
      'The public endpoints on this page need no key. Customer workspaces use API keys sent as a bearer token; keys are scoped per workspace and can be rotated at any time.',
      'Password resets use single-use links that expire after 1 hour.',
    ],
  },
  {
    topic: 'blueprints',
    title: 'Blueprints',
    paragraphs: [
      'A transformation blueprint answers three questions (goal, company size, priority area) with a dollar impact and a phased roadmap. The same answers always give the same blueprint.',
    ],
  },
  {
    topic: 'sdk/javascript',
    title: 'JavaScript SDK',
    paragraphs: ['The JavaScript SDK wraps every endpoint with typed requests and answers, generated from the OpenAPI document.'],
    code: {
      label: 'JavaScript',
      text: `import { OrbitalAgents } from '@orbital-agents/sdk';

const client = new OrbitalAgents();
const blueprint = await client.blueprint.generate({
  responses: { goal: 'reduce-costs', 'company-size': 'mid-market', 'priority-area': 'operations' },
});`,
    },
  },
  {
    topic: 'sdk/python',
    title: 'Python SDK',
    paragraphs: ['The Python SDK offers the same calls with typed models for Python 3.10 and later.'],
    code: {
      label: 'Python',
      text: `from orbital_agents import OrbitalAgents

client = OrbitalAgents()
roi = client.roi.calculate(fte_cost=85000, task_volume=2500, error_rate=12)
print(roi.total_roi)`,
    },
  },
  {
    topic: 'api/rest',
    title: 'REST API Reference',
    paragraphs: [
      'Every endpoint below is generated from the API contract: method, path, parameters, and the success and error statuses it answers. The same definition is published as an OpenAPI 3.1 document.',
    ],
  },
];
