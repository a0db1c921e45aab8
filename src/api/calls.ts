// One typed function for every call of the contract: method and path come from the generated call
// table (src/api/callTable.ts), never restated here. Lead-storing calls carry the session's
// attribution. Every answer, in production too, is checked against the call's shape compiled from
// the contract (ADR 0011): one that does not fit is the call's failure, logged once; a missing field
// the spec has a fallback for is not.
import type { EndpointId, ParamsOf, RequestOf, ResponseOf } from '../contract/contract.ts';
import { fillPath } from '../contract/pathTemplate.ts';
import { checkAnswer } from './answerCheck.ts';
import { withAttribution } from './attribution.ts';
import { callTable } from './callTable.ts';
import { AnswerError, apiRequest } from './client.ts';

type BodyPart<Id extends EndpointId> = RequestOf<Id> extends undefined ? { body?: undefined } : { body: RequestOf<Id> };
type ParamsPart<Id extends EndpointId> = ParamsOf<Id> extends undefined ? { params?: undefined } : { params: ParamsOf<Id> };

/** What a call needs: its body and path params, as the contract types them. */
export type CallInput<Id extends EndpointId> = BodyPart<Id> & ParamsPart<Id>;

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

export async function callEndpoint<Id extends EndpointId>(
  id: Id,
  input: CallInput<Id>,
  signal?: AbortSignal,
): Promise<ResponseOf<Id>> {
  const call = callTable[id];
  const { body, params } = input as { body?: object; params?: Record<string, string> };
  let data: unknown;
  try {
    const sent = call.storesLead && body ? withAttribution(body) : body;
    data = await apiRequest(call.method, fillPath(call.path, params), sent, { signal });
  } catch (error) {
    throw error instanceof AnswerError ? badAnswer(id, error.issue) : error;
  }
  const issue = checkAnswer(call.answer, data, call.fallbackFields);
  if (issue) throw badAnswer(id, issue);
  return data as ResponseOf<Id>;
}
