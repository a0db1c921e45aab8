// The one API contract of product-rules.md D1, keyed by endpoint id.
import type { z } from 'zod';
import { agentsAnalyze } from './calls/agents.analyze.ts';
import { authForgotPassword } from './calls/auth.forgot-password.ts';
import { authResetPassword } from './calls/auth.reset-password.ts';
import { blueprintGenerate } from './calls/blueprint.generate.ts';
import { bookingSchedule } from './calls/booking.schedule.ts';
import { chatFeedback } from './calls/chat.feedback.ts';
import { chatMessage } from './calls/chat.message.ts';
import { chatStart } from './calls/chat.start.ts';
import { contactSubmit } from './calls/contact.submit.ts';
import { contentSummarize } from './calls/content.summarize.ts';
import { leadsCapture } from './calls/leads.capture.ts';
import { playgroundAnalyze } from './calls/playground.analyze.ts';
import { roiCalculate } from './calls/roi.calculate.ts';
import { statsLive } from './calls/stats.live.ts';

// Each call is keyed by its own id (one file per call, src/contract/calls/<id>.ts), in the order
// the docs, the scenarios and the mock panel list them.
export const contract = {
  [statsLive.id]: statsLive,
  [roiCalculate.id]: roiCalculate,
  [playgroundAnalyze.id]: playgroundAnalyze,
  [blueprintGenerate.id]: blueprintGenerate,
  [leadsCapture.id]: leadsCapture,
  [contentSummarize.id]: contentSummarize,
  [contactSubmit.id]: contactSubmit,
  [authForgotPassword.id]: authForgotPassword,
  [authResetPassword.id]: authResetPassword,
  [bookingSchedule.id]: bookingSchedule,
  [chatStart.id]: chatStart,
  [chatMessage.id]: chatMessage,
  [chatFeedback.id]: chatFeedback,
  [agentsAnalyze.id]: agentsAnalyze,
};

export type Contract = typeof contract;
export type EndpointId = keyof Contract;
export type Endpoint = Contract[EndpointId];

export const endpoints: readonly Endpoint[] = Object.values(contract);

type InputOf<S> = S extends z.ZodType ? z.input<S> : undefined;
type OutputOf<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends (defaults may be omitted). */
export type RequestOf<Id extends EndpointId> = InputOf<Contract[Id]['request']>;
/** What a handler receives after validation (defaults applied, text trimmed). */
export type ParsedRequestOf<Id extends EndpointId> = OutputOf<Contract[Id]['request']>;
export type ResponseOf<Id extends EndpointId> = z.output<Contract[Id]['response']>;
export type ParamsOf<Id extends EndpointId> = InputOf<Contract[Id]['params']>;
