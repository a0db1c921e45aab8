// One typed function for every call of the contract: method and path come from the contract's
// zod-free route table, never restated here. Every answer, in production too, is checked against the
// call's shape compiled from the contract (answerShapes.ts, ADR 0011): one that does not fit is the
// call's failure, logged once; a missing field the spec has a fallback for is not.
import type { EndpointId, ParamsOf, RequestOf, ResponseOf } from '../contract/contract.ts';
import { callTable, fillPath } from '../contract/callTable.ts';
import { answerShapes } from './answerShapes.ts';
import { checkAnswer } from './answerCheck.ts';
import { AnswerError, apiRequest } from './client.ts';
import { fallbackFields } from './fallbackFields.ts';

type BodyPart<Id extends EndpointId> = RequestOf<Id> extends undefined ? { body?: undefined } : { body: RequestOf<Id> };
type ParamsPart<Id extends EndpointId> = ParamsOf<Id> extends undefined ? { params?: undefined } : { params: ParamsOf<Id> };

/** What a call needs: its body and path params, as the contract types them. */
export type CallInput<Id extends EndpointId> = BodyPart<Id> & ParamsPart<Id>;
export type CallOptions<Id extends EndpointId> = CallInput<Id> & { signal?: AbortSignal };

// Calls without input (stats.live) may omit the options argument.
type CallArgs<Id extends EndpointId> = object extends CallInput<Id> ? [options?: CallOptions<Id>] : [options: CallOptions<Id>];

const logged = new Set<string>();

/** The call's failure for an answer it cannot use, logged once per call and issue (a polled call repeats it). */
function badAnswer(id: EndpointId, issue: string): AnswerError {
  const error = new AnswerError(issue, id);
  if (!logged.has(error.message)) {
    logged.add(error.message);
    console.error(`[contract] ${error.message}`);
  }
  return error;
}

/** callApi with the input always given: the form generic code such as the hooks can call. */
export async function callEndpoint<Id extends EndpointId>(
  id: Id,
  input: CallInput<Id>,
  signal?: AbortSignal,
): Promise<ResponseOf<Id>> {
  const route = callTable[id];
  const { body, params } = input as { body?: unknown; params?: Record<string, string> };
  let data: unknown;
  try {
    data = await apiRequest(route.method, fillPath(route.path, params), body, { signal });
  } catch (error) {
    throw error instanceof AnswerError ? badAnswer(id, error.issue) : error;
  }
  const issue = checkAnswer(answerShapes[id], data, fallbackFields[id]);
  if (issue) throw badAnswer(id, issue);
  return data as ResponseOf<Id>;
}

export function callApi<Id extends EndpointId>(id: Id, ...[options]: CallArgs<Id>): Promise<ResponseOf<Id>> {
  return callEndpoint(id, (options ?? {}) as CallInput<Id>, options?.signal);
}
