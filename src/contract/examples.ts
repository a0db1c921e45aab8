// One worked example per call for the OpenAPI document (public/openapi.json): a valid request and
// the answer the shared domain logic gives it, and a bad request with the 400 body the contract's
// own validation produces. openapi.test.ts checks every example against the schemas.
import { calculateRoi } from '../domain/roi.ts';
import { analyzePlayground } from '../domain/playground.ts';
import { generateBlueprint } from '../domain/blueprint.ts';
import { summarize } from '../domain/summarize.ts';
import { analyzeAgents } from '../domain/agents.ts';
import { conciergeReply } from '../domain/concierge.ts';
import { liveStats } from '../domain/stats.ts';
import { FORGOT_PASSWORD_MESSAGE, RESET_PASSWORD_MESSAGE } from '../domain/accounts.ts';
import { contract, type EndpointId, type ParamsOf, type RequestOf, type ResponseOf } from './contract.ts';
import { validationError, withSuccessFlag, type ErrorBody } from './errors.ts';
import type { ExampleSource } from './openapi.ts';
import {
  agentPersonas,
  blueprintQuestions,
  conciergeAgentType,
  playgroundAnalysisTypes,
  playgroundDataSources,
  roiDefaults,
  sessionTypes,
  timeSlots,
  timezones,
} from './options.ts';

export interface CallExample<Id extends EndpointId> {
  params?: ParamsOf<Id>;
  request?: RequestOf<Id>;
  response: ResponseOf<Id>;
  /** A request the contract refuses with 400 (validation), when the call takes input. */
  invalid?: unknown;
}

type Examples = { [Id in EndpointId]: CallExample<Id> };

const email = 'casey.morgan@northwind.example';
const [goal, size, priority] = blueprintQuestions;
const roi = { ...roiDefaults };
const playground = { agentType: agentPersonas[0].id, dataSource: playgroundDataSources[0].id, analysisType: playgroundAnalysisTypes[0].id };
const blueprint = { responses: { goal: goal.options[0].id, 'company-size': size.options[1].id, 'priority-area': priority.options[0].id } };
const article = {
  title: 'Measuring the ROI of AI automation',
  content:
    'Teams that automate repetitive work with AI agents usually see the first savings within a quarter. ' +
    'The largest share comes from labor: agents take over routine tasks such as triage, data entry and reconciliation. ' +
    'Error reduction is the second source, because agents apply the same rules every time and rework shrinks. ' +
    'Measuring these effects needs a baseline: task volume, time per task, error rate and the cost of an hour of work.',
};
const agents = {
  processType: 'invoice-processing',
  currentState: 'Three clerks key invoices from email into the ERP and match them to purchase orders by hand.',
  goals: ['Cut processing time in half', 'Reduce matching errors'],
};
const question = 'What does pricing look like?';

export const callExamples: Examples = {
  'stats.live': { response: liveStats(new Date('2026-11-23T12:00:00Z')) },
  'roi.calculate': { request: roi, response: calculateRoi(roi), invalid: { ...roi, fteCost: 20000 } },
  'playground.analyze': {
    request: playground,
    response: analyzePlayground(playground),
    invalid: { ...playground, analysisType: 'mind-reading' },
  },
  'blueprint.generate': {
    request: blueprint,
    response: generateBlueprint(blueprint),
    invalid: { responses: { ...blueprint.responses, goal: 'world-domination' } },
  },
  'leads.capture': {
    request: {
      email,
      source: 'pricing_page',
      metadata: { name: 'Casey Morgan', company: 'Northwind Logistics', planType: 'Mid-Market', submittedAt: '2026-11-23T12:00:00.000Z' },
    },
    response: { id: 'lead_8f3k2m9q' },
    invalid: { email: 'casey@northwind', source: 'pricing_page', metadata: {} },
  },
  'content.summarize': { request: article, response: { summary: summarize(article.title, article.content) }, invalid: { ...article, content: '   ' } },
  'contact.submit': {
    request: {
      name: 'Casey Morgan',
      email,
      company: 'Northwind Logistics',
      phone: '+1 555 0100',
      message: 'We would like to automate ticket triage. Can we talk this week?',
      formType: 'contact',
    },
    response: { id: 'contact_4n7p1x2w' },
    invalid: { name: 'Casey Morgan', email, message: '', formType: 'contact' },
  },
  'auth.forgot-password': {
    request: { email },
    response: { success: true, message: FORGOT_PASSWORD_MESSAGE },
    invalid: { email: 'casey@@northwind.example' },
  },
  'auth.reset-password': {
    request: { token: 'rst_6c1d9e0f2a7b4c3d', newPassword: 'Orbital2026ok' },
    response: { success: true, message: RESET_PASSWORD_MESSAGE },
    invalid: { token: 'rst_6c1d9e0f2a7b4c3d', newPassword: 'short' },
  },
  'booking.schedule': {
    request: {
      callType: sessionTypes[1].id,
      firstName: 'Casey',
      lastName: 'Morgan',
      email,
      company: 'Northwind Logistics',
      preferredDate: '2030-01-15',
      preferredTime: timeSlots[2]!,
      timezone: timezones[3],
      source: 'booking_page',
      submittedAt: '2026-11-23T12:00:00.000Z',
    },
    response: { id: 'booking_2h5j8k3l' },
    invalid: { callType: 'brunch', firstName: 'Casey', lastName: 'Morgan', email, company: 'Northwind Logistics', source: 'booking_page', submittedAt: '2026-11-23T12:00:00.000Z' },
  },
  'chat.start': {
    request: { agentType: conciergeAgentType, messages: [] },
    response: { id: 'chat_9w3e5r7t', agentType: conciergeAgentType, createdAt: '2026-11-23T12:00:00.000Z' },
    invalid: { messages: [] },
  },
  'chat.message': {
    params: { id: 'chat_9w3e5r7t' },
    request: { message: question, agentType: conciergeAgentType },
    response: { response: conciergeReply(question), messageId: 'chatmsg_4f8a2c6e' },
    invalid: { message: '   ' },
  },
  'chat.feedback': {
    params: { id: 'chat_9w3e5r7t' },
    request: { messageId: 'chatmsg_4f8a2c6e', helpful: true },
    response: { messageId: 'chatmsg_4f8a2c6e' },
    invalid: { messageId: 'chatmsg_4f8a2c6e', helpful: 'yes' },
  },
  'agents.analyze': { request: agents, response: analyzeAgents(agents), invalid: { ...agents, goals: [] } },
};

/** The 400 body the contract gives the example's invalid request (with the auth calls' success flag). */
export function invalidAnswer(id: EndpointId): ErrorBody | undefined {
  const endpoint = contract[id];
  const invalid = callExamples[id].invalid;
  if (!endpoint.request || invalid === undefined) return undefined;
  const parsed = endpoint.request.safeParse(invalid);
  if (parsed.success) throw new Error(`The invalid example of ${id} passes validation`);
  const body = validationError(parsed.error);
  return endpoint.successFlagOnError ? withSuccessFlag(body) : body;
}

/** The examples as the OpenAPI document takes them. */
export const openApiExamples: ExampleSource = {
  request: (id) => callExamples[id].request,
  params: (id) => callExamples[id].params,
  response: (id) => callExamples[id].response,
  invalid: invalidAnswer,
};
