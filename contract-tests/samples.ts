// One valid request per call, built from the contract's option lists and ranges (never restated).
import {
  agentPersonas,
  blueprintQuestions,
  conciergeAgentType,
  defaultTimezone,
  playgroundAnalysisTypes,
  playgroundDataSources,
  roiDefaults,
  sessionTypes,
  timeSlots,
  type EndpointId,
  type RequestOf,
} from '../src/contract/index.ts';
import { uniqueEmail } from './http.ts';

const [goal, companySize, priorityArea] = blueprintQuestions;

export const samples = {
  roi(): RequestOf<'roi.calculate'> {
    return { ...roiDefaults };
  },
  playground(): RequestOf<'playground.analyze'> {
    return { agentType: agentPersonas[0].id, dataSource: playgroundDataSources[1].id, analysisType: playgroundAnalysisTypes[2].id };
  },
  blueprint(size: (typeof companySize.options)[number]['id'] = companySize.options[0].id): RequestOf<'blueprint.generate'> {
    return { responses: { goal: goal.options[0].id, 'company-size': size, 'priority-area': priorityArea.options[0].id } };
  },
  pricingLead(): RequestOf<'leads.capture'> {
    return {
      email: uniqueEmail('pricing'),
      source: 'pricing_page',
      metadata: {
        name: 'Casey Contract',
        company: 'Contract Tests Inc.',
        phone: '+1 555 0100',
        planType: 'Mid-Market',
        submittedAt: new Date().toISOString(),
      },
    };
  },
  newsletter(email = uniqueEmail('newsletter')): RequestOf<'leads.capture'> {
    return { email, source: 'newsletter', metadata: { subscribedAt: new Date().toISOString() } };
  },
  eventRegistration(email: string, eventId: string): RequestOf<'leads.capture'> {
    return {
      email,
      source: 'event-registration',
      firstName: 'Casey',
      lastName: 'Contract',
      company: 'Contract Tests Inc.',
      phone: '+1 555 0100',
      metadata: { eventId, eventTitle: `Event ${eventId}`, newsletter: false, updates: true, registeredAt: new Date().toISOString() },
    };
  },
  summarize(): RequestOf<'content.summarize'> {
    return {
      title: 'Measuring the ROI of AI automation',
      content: [
        'Teams that automate repetitive work with AI agents usually see the first savings within a quarter.',
        'The largest share comes from labor: agents take over routine tasks such as triage, data entry and reconciliation.',
        'Error reduction is the second source, because agents apply the same rules every time and rework shrinks.',
        'Measuring these effects needs a baseline: task volume, time per task, error rate and the cost of an hour of work.',
        'With a baseline in place, finance teams can compare projected and actual savings every month.',
        'Most organizations start with one process, prove the gain, and then expand to adjacent workflows.',
      ].join(' '),
    };
  },
  contact(): RequestOf<'contact.submit'> {
    return {
      name: 'Casey Contract',
      email: uniqueEmail('contact'),
      company: 'Contract Tests Inc.',
      phone: '+1 555 0100',
      message: 'Please tell us more about the Mid-Market plan.',
      formType: 'contact',
    };
  },
  booking(): RequestOf<'booking.schedule'> {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    return {
      callType: sessionTypes[1].id,
      firstName: 'Casey',
      lastName: 'Contract',
      email: uniqueEmail('booking'),
      company: 'Contract Tests Inc.',
      phone: '+1 555 0100',
      jobTitle: 'QA Lead',
      companySize: '51-200',
      preferredDate: inThreeDays,
      preferredTime: timeSlots[2]!,
      timezone: defaultTimezone,
      goals: 'Automate ticket triage',
      currentChallenges: 'Manual routing',
      source: 'booking_page',
      submittedAt: new Date().toISOString(),
    };
  },
  chatStart(): RequestOf<'chat.start'> {
    return { agentType: conciergeAgentType, userId: 'contract-tests', messages: [] };
  },
  chatMessage(message = 'What does pricing look like?'): RequestOf<'chat.message'> {
    return { message, agentType: conciergeAgentType };
  },
  /** A rating of a reply; without a real messageId (from chat.message), of one no session holds (404). */
  chatFeedback(messageId = 'contract-tests-no-such-reply', helpful: boolean | null = true): RequestOf<'chat.feedback'> {
    return { messageId, helpful };
  },
  forgotPassword(): RequestOf<'auth.forgot-password'> {
    return { email: uniqueEmail('forgot') };
  },
  /** A well-formed reset with a token no server issued (it answers 400 for the token). */
  resetPassword(): RequestOf<'auth.reset-password'> {
    return { token: `contract-tests-unknown-${uniqueEmail('token')}`, newPassword: 'Orbital2025ok' };
  },
  agents(): RequestOf<'agents.analyze'> {
    return {
      processType: 'invoice-processing',
      currentState: 'Three clerks key invoices from email into the ERP and match them to purchase orders by hand.',
      goals: ['Cut processing time in half', 'Reduce matching errors'],
    };
  },
};

/** A valid request body of each call, fresh on every call (a GET call's is empty): the base the generated and swept cases break one thing of. */
export const sampleBodyOf: Record<EndpointId, () => Record<string, unknown>> = {
  'stats.live': () => ({}),
  'roi.calculate': samples.roi,
  'playground.analyze': samples.playground,
  'blueprint.generate': () => samples.blueprint(),
  'leads.capture': samples.pricingLead,
  'content.summarize': samples.summarize,
  'contact.submit': samples.contact,
  'auth.forgot-password': samples.forgotPassword,
  'auth.reset-password': samples.resetPassword,
  'booking.schedule': samples.booking,
  'chat.start': samples.chatStart,
  'chat.message': () => samples.chatMessage(),
  'chat.feedback': () => samples.chatFeedback(),
  'agents.analyze': samples.agents,
};
