// The kit's one Retry-After rule, on 429 (rate limited) and on 503 (the store cannot be reached for a
// moment, issue 48): a missing or malformed one is a violation; one of at most 30 s is waited for and
// the request sent again; a longer one is reported as the answer.
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

const refusal = (status: number, headers: Record<string, string>) => () =>
  Response.json({ error: { code: status === 429 ? 'rate_limited' : 'service_unavailable', message: 'Try again.' } }, { status, headers });

describe.each([429, 503])('Retry-After on a %i', (status) => {
  it.each([
    ['missing', {}, `POST /api/contact/submit answered ${status} with Retry-After '(none)', expected whole seconds from 1 to 3600`],
    ['a date', { 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }, `POST /api/contact/submit answered ${status} with Retry-After 'Wed, 21 Oct 2026 07:28:00 GMT', expected whole seconds from 1 to 3600`],
    ['zero', { 'Retry-After': '0' }, `POST /api/contact/submit answered ${status} with Retry-After '0', expected whole seconds from 1 to 3600`],
    ['over an hour', { 'Retry-After': '3601' }, `POST /api/contact/submit answered ${status} with Retry-After '3601', expected whole seconds from 1 to 3600`],
  ])('fails one whose Retry-After is %s', async (_name, headers, message) => {
    await expect(request(scripted([refusal(status, headers)]), 'POST', '/api/contact/submit', '{}')).rejects.toThrow(message);
  });

  it('waits a valid Retry-After and sends the request again', async () => {
    const target = scripted([refusal(status, { 'Retry-After': '1' }), () => Response.json({ id: 'c1' }, { status: 201 })]);
    const answer = await request(target, 'POST', '/api/contact/submit', '{}');
    expect([answer.status, target.sent()]).toEqual([201, 2]);
  });

  it('reports a Retry-After over 30 s as the answer, without waiting', async () => {
    const target = scripted([refusal(status, { 'Retry-After': '31' }), () => Response.json({ id: 'c1' }, { status: 201 })]);
    const answer = await request(target, 'POST', '/api/contact/submit', '{}');
    expect([answer.status, answer.headers.get('retry-after'), target.sent()]).toEqual([status, '31', 1]);
  });
});
