// The kit reads Retry-After on 429 and on 503 (issue 48: the store cannot be reached for a moment):
// a missing or malformed one is a violation; a valid one is waited for and the request sent again.
import { describe, expect, it } from 'vitest';
import { request, type Target } from './http.ts';

/** A target whose answers are `answers`, in order; records how many requests it got. */
function scripted(answers: (() => Response)[]): Target & { sent: () => number } {
  let sent = 0;
  return {
    baseUrl: 'http://server.test',
    timeoutMs: 5_000,
    hooks: {},
    fetch: async () => answers[Math.min(sent++, answers.length - 1)]!(),
    sent: () => sent,
  };
}

const unavailable = (headers: Record<string, string>) => () =>
  Response.json({ error: { code: 'service_unavailable', message: 'Try again.' } }, { status: 503, headers });

describe('Retry-After', () => {
  it.each([
    ['missing', {}, "POST /api/contact/submit answered 503 with Retry-After '(none)', expected whole seconds from 1 to 3600"],
    ['a date', { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }, "POST /api/contact/submit answered 503 with Retry-After 'Wed, 21 Oct 2026 07:28:00 GMT', expected whole seconds from 1 to 3600"],
    ['zero', { 'Retry-After': '0' }, "POST /api/contact/submit answered 503 with Retry-After '0', expected whole seconds from 1 to 3600"],
  ])('fails a 503 whose Retry-After is %s', async (_name, headers, message) => {
    await expect(request(scripted([unavailable(headers)]), 'POST', '/api/contact/submit', '{}')).rejects.toThrow(message);
  });

  it('waits a valid Retry-After of a 503 and sends the request again', async () => {
    const target = scripted([unavailable({ 'Retry-After': '1' }), () => Response.json({ id: 'c1' }, { status: 201 })]);
    const answer = await request(target, 'POST', '/api/contact/submit', '{}');
    expect([answer.status, target.sent()]).toEqual([201, 2]);
  });
});
