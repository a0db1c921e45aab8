// The one API contract of product-rules.md D1, keyed by endpoint id.
import type { z } from 'zod';
import { agentsAnalyze } from './endpoints/agents.ts';
import { forgotPassword, resetPassword } from './endpoints/auth.ts';
import { blueprintGenerate } from './endpoints/blueprint.ts';
import { bookingSchedule } from './endpoints/booking.ts';
import { chatMessage, chatStart } from './endpoints/chat.ts';
import { contactSubmit } from './endpoints/contact.ts';
import { contentSummarize } from './endpoints/content.ts';
import { leadsCapture } from './endpoints/leads.ts';
import { playgroundAnalyze } from './endpoints/playground.ts';
import { roiCalculate } from './endpoints/roi.ts';
import { liveStats } from './endpoints/stats.ts';

export const contract = {
  'stats.live': liveStats,
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
  'agents.analyze': agentsAnalyze,
} as const;

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
