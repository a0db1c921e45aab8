// Every mock call, in contract order, and the msw handlers built from them: one handler per call
// (its contract method and path on any origin) and the /api fallback (404 / 405).
import type { HttpHandler } from 'msw';
import { endpoints, type EndpointId } from '../../src/contract/index.ts';
import { resetPassword, forgotPassword } from './auth.ts';
import { bookingSchedule } from './booking.ts';
import { chatFeedback, chatMessage, chatStart } from './chat.ts';
import { agentsAnalyze, blueprintGenerate, contentSummarize, playgroundAnalyze, roiCalculate, statsLive } from './compute.ts';
import { contactSubmit } from './contact.ts';
import { toHandler, type AnswerOptions, type MockCall } from './define.ts';
import { apiFallback } from './fallback.ts';
import { leadsCapture } from './leads.ts';

type CallMap = { [Id in EndpointId]: MockCall<Id> };

/** The logic of every call, keyed by endpoint id (the compiler insists that none is missing). */
export const mockCalls: CallMap = {
  'stats.live': statsLive,
  'roi.calculate': roiCalculate,
  'playground.analyze': playgroundAnalyze,
  'blueprint.generate': blueprintGenerate,
  'leads.capture': leadsCapture,
  'content.summarize': contentSummarize,
  'contact.submit': contactSubmit,
  'auth.forgot-password': forgotPassword,
  'auth.reset-password': resetPassword,
  'booking.schedule': bookingSchedule,
  'chat.start': chatStart,
  'chat.message': chatMessage,
  'chat.feedback': chatFeedback,
  'agents.analyze': agentsAnalyze,
};

/**
 * msw handlers for the given calls (default: the real ones), followed by the /api fallback.
 * Pass replacements to build a variant, as the contract-test harness does for its broken mock.
 */
export function createHandlers(overrides: Partial<CallMap> = {}, options?: AnswerOptions): HttpHandler[] {
  const calls = endpoints.map((endpoint) => (overrides[endpoint.id] ?? mockCalls[endpoint.id]) as MockCall<EndpointId>);
  return [...calls.map((call) => toHandler(call, options)), apiFallback(calls, options)];
}

/** The mock API: every call of the contract, stateful, with scenarios. */
export const handlers: HttpHandler[] = createHandlers();
