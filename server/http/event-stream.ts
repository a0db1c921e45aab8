// The answer of a call that streams, to a request with `Accept: text/event-stream` (ADR 0076): the
// 200 and its headers go out with the first event, so a failure before it is still the JSON error
// with its status; after it, a failure is an `error` event. The visitor leaving (the connection
// closed before the end) aborts `signal`, which the call passes to the provider's request.
import type { ServerResponse } from 'node:http';
import { EVENT_STREAM, eventText } from '../../src/contract/stream.ts';
import type { ErrorBody } from '../../src/contract/index.ts';

export interface EventStreamAnswer {
  /** Aborted when the client went away before the answer ended. */
  readonly signal: AbortSignal;
  /** True once the 200 and an event went out: a failure can only be an `error` event now. */
  readonly started: boolean;
  delta(text: string): void;
  done(body: unknown): void;
  error(status: number, body: ErrorBody): void;
}

export function eventStreamAnswer(res: ServerResponse): EventStreamAnswer {
  const gone = new AbortController();
  res.on('close', () => {
    if (!res.writableFinished) gone.abort();
  });
  let started = false;
  const send = (event: string, data: unknown) => {
    if (res.destroyed || res.writableEnded) return;
    if (!started) {
      started = true;
      res.statusCode = 200;
      res.setHeader('Content-Type', `${EVENT_STREAM}; charset=utf-8`);
      // no-transform: the compression middleware leaves it alone, so each event leaves at once.
      res.setHeader('Cache-Control', 'no-store, no-transform');
      // A proxy such as nginx passes the events on as they come instead of buffering the answer.
      res.setHeader('X-Accel-Buffering', 'no');
      res.flushHeaders();
    }
    res.write(eventText(event, data));
  };
  return {
    signal: gone.signal,
    get started() {
      return started;
    },
    delta: (text) => send('delta', { text }),
    done(body) {
      send('done', body);
      res.end();
    },
    error(status, body) {
      send('error', { status, ...body });
      res.end();
    },
  };
}
