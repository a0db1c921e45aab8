// The events of a call that streams its answer (ADR 0076): asked with `Accept: text/event-stream`,
// it answers 200 with server-sent events, zero or more `delta` events (text to append, already
// checked by the server), then exactly one `done` (the whole answer: the same body as the JSON
// answer, which replaces the text the deltas showed) or one `error` (a failure after the stream began;
// one before it is the documented JSON error with its status). Without that Accept, the JSON answer.
import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import type { Endpoint } from './contract.ts';
import type { StreamEvent } from './event-stream.ts';

export { acceptsEventStream, eventText, EventStreamParser, EVENT_STREAM, readEventStream, type StreamEvent } from './event-stream.ts';

export const streamDelta = z.strictObject({ text: z.string().min(1).describe('Markdown to append to what the earlier deltas gave') });

/** A failure after the stream began: the status the JSON answer would have had, and its error body. */
export const streamError = errorBodySchema.extend({ status: z.int().min(400).max(599).describe('The status the JSON answer would have had') });

/** The schema of each event's data, by event name: `done` is the call's own response schema. */
export function streamEventSchemas(endpoint: Endpoint) {
  return { delta: streamDelta, done: endpoint.response, error: streamError } as const;
}

export type ParsedStreamEvent<Body> =
  | { type: 'delta'; text: string }
  | { type: 'done'; body: Body }
  | { type: 'error'; status: number; error: z.output<typeof errorBodySchema>['error'] };

/** One event read and checked against the call's event schemas, or the reason it does not fit. */
export function parseStreamEvent<Body>(endpoint: Endpoint, event: StreamEvent): ParsedStreamEvent<Body> | { type: 'invalid'; issue: string } {
  const schemas = streamEventSchemas(endpoint);
  if (!Object.hasOwn(schemas, event.event)) return { type: 'invalid', issue: `an event named '${event.event}'` };
  let data: unknown;
  try {
    data = JSON.parse(event.data);
  } catch {
    return { type: 'invalid', issue: `a ${event.event} event whose data is not JSON` };
  }
  const name = event.event as keyof typeof schemas;
  const parsed = schemas[name].safeParse(data);
  if (!parsed.success) return { type: 'invalid', issue: `a ${name} event that does not fit: ${parsed.error.issues[0]?.message ?? ''}` };
  if (name === 'delta') return { type: 'delta', text: (parsed.data as z.output<typeof streamDelta>).text };
  if (name === 'done') return { type: 'done', body: parsed.data as Body };
  const error = parsed.data as z.output<typeof streamError>;
  return { type: 'error', status: error.status, error: error.error };
}
