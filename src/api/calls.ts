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
import { AnswerError, ApiError, apiRequest, apiResponse, jsonOf } from './client.ts';
import { EVENT_STREAM, readEventStream } from '../contract/event-stream.ts';

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

export interface StreamOptions {
  signal?: AbortSignal;
  /** Each delta of the answer as it arrives: Markdown to append to the earlier ones. */
  onDelta: (text: string) => void;
}

/** The data of an event as JSON, or undefined. */
function eventData(data: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(data);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A call that streams (ADR 0076), asked with `Accept: text/event-stream`: each `delta` goes to
 * `onDelta` as it comes, and the call resolves with the `done` body, checked as any answer is. An
 * `error` event is the call's failure as its status would have been (an ApiError); a stream that ends
 * without `done` is an answer outside the contract. A server that answers JSON instead is read as JSON.
 */
export async function streamCall<Id extends EndpointId>(id: Id, input: CallInput<Id>, { signal, onDelta }: StreamOptions): Promise<ResponseOf<Id>> {
  const call = callTable[id];
  const { body, params } = input as { body?: object; params?: Record<string, string> };
  let data: unknown;
  try {
    const res = await apiResponse(call.method, fillPath(call.path, params), body, { signal, accept: `${EVENT_STREAM}, application/json` });
    if (!(res.headers.get('content-type') ?? '').toLowerCase().startsWith(EVENT_STREAM) || !res.body) {
      data = await jsonOf(res);
    } else {
      let done = false;
      await readEventStream(res.body, (event) => {
        if (done) return;
        const value = eventData(event.data);
        if (event.event === 'delta' && typeof value?.text === 'string') return onDelta(value.text);
        if (event.event === 'done' && value) {
          done = true;
          data = value;
          return;
        }
        if (event.event === 'error' && typeof value?.status === 'number') {
          const { status, ...error } = value;
          throw new ApiError(status, '', JSON.stringify(error));
        }
        throw new AnswerError(`an event that does not fit (${event.event})`);
      });
      if (!done) throw new AnswerError('a stream that ended before done');
    }
  } catch (error) {
    throw error instanceof AnswerError ? badAnswer(id, error.issue) : error;
  }
  const issue = checkAnswer(call.answer, data, call.fallbackFields);
  if (issue) throw badAnswer(id, issue);
  return data as ResponseOf<Id>;
}
