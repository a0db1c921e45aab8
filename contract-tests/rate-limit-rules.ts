// The rate limits met once per class (issue 61 point 7). The kit paces itself under the documented
// limits, so a run never meets one by accident, and a server whose 429 says nothing (no Retry-After,
// no error body) passed it. These rules meet each class on purpose: a short burst of requests that
// store or compute nothing (an invalid body: the limit is checked before the body, as the OpenAPI
// document states the order), unpaced, until the first 429; its body and Retry-After are checked, the
// kit waits as told and the same request must then be answered. Skipped when the run is not paced
// (--rate-limit off: the server's limit is raised) and against the in-process mocks (no limits).
import { contract, chargedUnits, errorCodes, RATE_LIMIT_PER_MINUTE, type EndpointId, type RateLimitClass } from '../src/contract/index.ts';
import { check, expectError, expectErrorCode, MAX_RETRY_AFTER_SECONDS, request, retryAfterOf, waitSeconds, type Answer, type Target } from './http.ts';
import type { Rule } from './rules.ts';

interface Burst {
  /** The call the burst goes to. */
  id: EndpointId;
  /** A body the call refuses with 400 after charging it: nothing is stored or computed. */
  body: () => string;
}

const bursts: Record<RateLimitClass, Burst> = {
  // {} breaks every required field of a lead: 400 validation_error.
  store: { id: 'leads.capture', body: () => '{}' },
  // Text that does not parse, just under the call's body limit: each costs the most units a body
  // within the limit can, so the burst takes a few requests (400 invalid_json).
  compute: { id: 'content.summarize', body: () => `{"content":"${'x'.repeat(contract['content.summarize'].maxBodyBytes - 20)}` },
};

/** More requests than the limit lets through at once (with what refills during the burst): no 429 by then is a missing limit. */
export function burstBudget(perMinute: number, cost: number): number {
  const atOnce = Math.ceil(perMinute / cost);
  return atOnce + Math.ceil(atOnce / 10) + 3;
}

async function meetLimit(t: Target, kind: RateLimitClass): Promise<void> {
  const perMinute = t.hooks.rateLimits![kind];
  const { id, body } = bursts[kind];
  const endpoint = contract[id];
  const raw = body();
  const cost = chargedUnits(endpoint, Buffer.byteLength(raw));
  const budget = burstBudget(perMinute, cost);
  const send = () => request(t, 'POST', endpoint.path, raw, { retry: false, paced: false });
  let refused: Answer | undefined;
  let sent = 0;
  while (!refused && sent < budget) {
    const answer = await send();
    sent += 1;
    if (answer.status === 429) refused = answer;
  }
  check(
    refused,
    `${sent} POST ${endpoint.path} in a burst (${cost} unit${cost === 1 ? '' : 's'} each) got no 429: the kit expects ${perMinute} ${kind === 'compute' ? 'units' : 'calls'} a minute` +
      ` to the calls that ${kind} (the documented limit, or --rate-limit N), counting every POST whatever its body (the document's order of checks);` +
      ' give --rate-limit off for a server whose limit is raised for the test run',
  );
  // request() has checked the Retry-After (whole seconds, 1 to 3600): here the body and the wait.
  expectError(id, refused, 429);
  expectErrorCode(refused, errorCodes.rateLimited);
  const seconds = retryAfterOf(refused.headers, 429, 'POST', endpoint.path);
  check(seconds <= MAX_RETRY_AFTER_SECONDS, `POST ${endpoint.path} answered 429 after a burst with Retry-After ${seconds} s: the bucket refills ${perMinute} a minute, so the kit waits at most ${MAX_RETRY_AFTER_SECONDS} s`);
  await waitSeconds(seconds, t.signal);
  const again = await send();
  t.pace?.emptied(kind);
  check(again.status !== 429, `POST ${endpoint.path} answered 429 again after the kit waited the ${seconds} s its Retry-After asked`);
  check(again.status === 400, `after the wait, POST ${endpoint.path} with a body it refuses answered ${again.status}, expected 400 (${errorCodes.validation} or ${errorCodes.invalidJson})`);
}

const WHY = 'product-rules.md D1: the calls answer 429 with Retry-After when one client sends too many; the OpenAPI document states the limits (a token bucket per client and class), the ErrorBody (rate_limited) and Retry-After in whole seconds.';

export const rateLimitRules: readonly Rule[] = (['store', 'compute'] as const).map((kind) => {
  const { id } = bursts[kind];
  return {
    call: 'api',
    rule: `rate limit '${kind}' (${RATE_LIMIT_PER_MINUTE[kind]} a minute): a burst to ${id} until the 429, which carries the error body (rate_limited) and a Retry-After the call keeps to`,
    why: WHY,
    needsState: 'memory',
    needs: ['rateLimits'],
    run: (t) => meetLimit(t, kind),
  } satisfies Rule;
});
