// The mock's event stream (ADR 0076): a call that streams, asked with `Accept: text/event-stream`,
// answers its reply in the same events as the reference server, its text cut into words, then
// `done` with the whole body. Under the realistic latency the words come a little apart, as a model
// writes them (after the call's own latency, the time to the first word); in tests and stories
// (instant latency) they come at once, so what a story captures is the final answer.
import { EVENT_STREAM, eventText } from '../../src/contract/stream.ts';
import { mockTiming, sleep } from '../config.ts';

/** The gap between two words under the realistic latency, in ms: a model's pace. */
export const REALISTIC_WORD_GAP_MS = 35;

/** Words with the white space after them: what each delta carries. */
export const wordsOf = (text: string): string[] => text.split(/(?<=\s)(?=\S)/).filter(Boolean);

/** The reply as an event stream: a delta per word of `text`, then `done` with `body`. */
export function eventStreamOf(text: string, body: unknown): Response {
  const gap = mockTiming().latency === 'realistic' ? REALISTIC_WORD_GAP_MS : 0;
  const encoder = new TextEncoder();
  let cancelled = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const word of wordsOf(text)) {
        if (cancelled) return;
        controller.enqueue(encoder.encode(eventText('delta', { text: word })));
        if (gap > 0) await sleep(gap);
      }
      if (cancelled) return;
      controller.enqueue(encoder.encode(eventText('done', body)));
      controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return new Response(stream, { status: 200, headers: { 'Content-Type': `${EVENT_STREAM}; charset=utf-8`, 'Cache-Control': 'no-store, no-transform' } });
}
