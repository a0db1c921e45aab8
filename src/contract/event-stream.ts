// Server-sent events (the WHATWG HTML "event stream" format) as a call that streams uses them
// (ADR 0076): the media type, the Accept negotiation, writing one event and reading a stream of
// them. No zod here: the browser client reads streams with this file alone (its event schemas are
// in stream.ts, for the server, the mocks and the contract kit).

export const EVENT_STREAM = 'text/event-stream';

/** One event as read: its `event:` name ('message' when it has none) and its `data:` lines joined by newlines. */
export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * True when an Accept header asks for an event stream: a media range `text/event-stream` with a
 * quality above 0. Anything else (none, `*\/*`, `application/json`) gets the JSON answer, the default.
 */
export function acceptsEventStream(accept: string | null | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== EVENT_STREAM) return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** One event as written: its name and its data as one line of JSON (JSON.stringify writes no line break). */
export function eventText(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Reads an event stream as its text arrives, in pieces cut anywhere (inside a line, between CR and
 * LF): `push` returns the events each piece completes. Comment lines (`:`), `id:` and `retry:` are
 * read and dropped; an event without data is no event, as the format says.
 */
export class EventStreamParser {
  #buffer = '';
  #event = '';
  #data: string[] = [];
  /** A CR ended the last piece: an LF opening the next one belongs to it. */
  #afterCr = false;

  push(text: string): StreamEvent[] {
    let input = text;
    if (this.#afterCr && input.startsWith('\n')) input = input.slice(1);
    this.#afterCr = input.endsWith('\r');
    this.#buffer += input;
    const events: StreamEvent[] = [];
    for (;;) {
      const end = this.#buffer.search(/\r\n|\r|\n/);
      if (end < 0) break;
      const line = this.#buffer.slice(0, end);
      const breakLength = this.#buffer.startsWith('\r\n', end) ? 2 : 1;
      this.#buffer = this.#buffer.slice(end + breakLength);
      const event = this.#line(line);
      if (event) events.push(event);
    }
    return events;
  }

  /** The event the stream's last lines began but no blank line ended: dropped, as the format says. */
  get pending(): boolean {
    return this.#buffer !== '' || this.#data.length > 0;
  }

  #line(line: string): StreamEvent | undefined {
    if (line === '') {
      const event = this.#data.length > 0 ? { event: this.#event || 'message', data: this.#data.join('\n') } : undefined;
      this.#event = '';
      this.#data = [];
      return event;
    }
    if (line.startsWith(':')) return undefined;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') this.#event = value;
    else if (field === 'data') this.#data.push(value);
    return undefined;
  }
}

/**
 * Every event of a response body, handed to `onEvent` as it arrives; resolves when the body ends
 * (`complete`: the last event was ended by its blank line). An `onEvent` that throws ends the reading.
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: StreamEvent) => void): Promise<{ complete: boolean }> {
  const parser = new EventStreamParser();
  const decoder = new TextDecoder();
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const event of parser.push(decoder.decode(value, { stream: true }))) onEvent(event);
    }
    for (const event of parser.push(decoder.decode())) onEvent(event);
    return { complete: !parser.pending };
  } catch (error) {
    // A reader that gave up (an event it cannot use) ends the stream, so the server stops sending.
    await reader.cancel().catch(() => undefined);
    throw error;
  } finally {
    reader.releaseLock();
  }
}
