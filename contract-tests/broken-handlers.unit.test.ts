// The contract suite can fail: its rules, run against a deliberately broken variant of the mock
// handlers, report exactly the violations planted there, and nothing else.
//   - roi.calculate renames totalROI to totalRoi               (a renamed field)
//   - leads.capture answers 200 instead of 201 for a new lead  (a wrong status)
//   - contact.submit skips request validation                  (a missing validation)
//   - GET /api/leads lists the captured leads                  (a read-back, planted beside the wrong
//     status of leads.capture: each rule sets up its own data leniently, so neither hides the other)
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { calculateRoi } from '../src/domain/roi.ts';
import { createHandlers, db, mockCalls } from '../mocks/node.ts';
import { defineCall } from '../mocks/handlers/define.ts';
import { contract, malformedJson, payloadTooLarge, type ResponseOf } from '../src/contract/index.ts';
import { contractRules } from './rules.ts';
import { runRules } from './run.ts';
import { inProcessTarget, type RunningTarget } from './targets.ts';

const renamedField = defineCall('roi.calculate', ({ body, ok }) => {
  const { totalROI, ...rest } = calculateRoi(body);
  return ok({ ...rest, totalRoi: totalROI } as unknown as ResponseOf<'roi.calculate'>);
});

const wrongStatus = defineCall('leads.capture', async (ctx) => {
  const reply = await mockCalls['leads.capture'].logic(ctx);
  return reply.ok ? { ...reply, status: 200 } : reply;
});

// Ahead of the real handlers: the body-size limit and JSON parsing like them, but no validation.
const missingValidation = http.post('*/api/contact/submit', async ({ request }) => {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > contract['contact.submit'].maxBodyBytes) {
    return HttpResponse.json(payloadTooLarge(), { status: 413 });
  }
  try {
    JSON.parse(text);
  } catch {
    return HttpResponse.json(malformedJson(), { status: 400 });
  }
  return HttpResponse.json({ id: 'contact_unvalidated' }, { status: 201 });
});

const readBack = http.get('*/api/leads', () => HttpResponse.json(db.leads.findMany((q) => q.where(() => true))));

const brokenHandlers = [
  readBack,
  missingValidation,
  ...createHandlers({ 'roi.calculate': renamedField, 'leads.capture': wrongStatus }, { checkResponse: false }),
];

/** The violations the suite must report: call -> rules. */
const expected: Record<string, string[]> = {
  'roi.calculate': [
    'answers 200 with laborSavings, errorSavings, efficiencySavings, totalROI',
    'the defaults (85000, 2500, 12) give 223125, 65025, 43223, total 331373',
    'follows the ROI formula of the OpenAPI document (roi.calculate) at the edges of the slider ranges',
    "generated: 6 valid bodies across each field's range answer 200",
  ],
  'leads.capture': [
    'answers 201 with { id }',
    'a repeated registration for the same event answers 200 with the existing id; another event is new',
    'no path reads captured leads back (404/405 only)',
  ],
  'contact.submit': [
    "generated: keys of the body: '__proto__' key, 'constructor' key",
    'generated: bad name: missing (required), wrong type, blank (minLength 1), too long (maxLength 200)',
    'generated: bad email: missing (required), wrong type, too long (maxLength 254), malformed email',
    'generated: bad company: null (wrong type), too long (maxLength 200)',
    'generated: bad phone: null (wrong type), too long (maxLength 50)',
    'generated: bad message: missing (required), wrong type, blank (minLength 1), too long (maxLength 10000)',
    "generated: bad formType: missing (required), wrong type, not the constant 'contact'",
    'generated: bodies that are not a JSON object answer 400 (empty, truncated, array, null)',
    'generated: a valid JSON body sent as text/plain answers 400',
  ],
};

/** The failed rules of one run of the suite's own runner. */
async function failuresOf(running: RunningTarget): Promise<Array<{ call: string; rule: string; message: string }>> {
  const results = await runRules(running, contractRules);
  expect(results).toHaveLength(contractRules.length);
  return results.filter((r) => r.outcome === 'failed').map((r) => ({ call: r.call, rule: r.rule, message: r.detail ?? '' }));
}

describe('the contract suite against a broken mock', () => {
  let failures: Array<{ call: string; rule: string; message: string }>;

  beforeAll(async () => {
    failures = await failuresOf(await inProcessTarget(brokenHandlers));
  });

  it('reports exactly the planted violations, by call and rule', () => {
    const found: Record<string, string[]> = {};
    for (const f of failures) (found[f.call] ??= []).push(f.rule);
    expect(found).toEqual(expected);
  });

  it('names the renamed field, the wrong status, the read-back and the missing validation', () => {
    const message = (call: string, rule: string) => failures.find((f) => f.call === call && f.rule === rule)?.message;
    expect(message('roi.calculate', expected['roi.calculate']![0]!)).toMatch(/totalROI/);
    expect(message('leads.capture', 'answers 201 with { id }')).toMatch(/expected status 201, got 200/);
    expect(message('leads.capture', 'no path reads captured leads back (404/405 only)')).toBe('GET /api/leads answered 200 with the captured data');
    const email = message('contact.submit', 'generated: bad email: missing (required), wrong type, too long (maxLength 254), malformed email');
    expect(email?.split(' | ')[0]).toBe(
      'email missing (required): the contract refuses this body (Email is required), expected 400, got 201: {"id":"contact_unvalidated"} [seed 48; replay with --seed 48]',
    );
    expect(email?.split(' | ').map((part) => part.split(':')[0])).toEqual([
      'email missing (required)',
      'email wrong type',
      'email too long (maxLength 254)',
      'email malformed email',
    ]);
  });

  it('still passes every rule of the calls that were not broken', () => {
    const brokenCalls = new Set(Object.keys(expected));
    expect(failures.filter((f) => !brokenCalls.has(f.call))).toEqual([]);
  });
});

describe('the contract suite against the real mock', () => {
  it('passes every rule', async () => {
    const failures = await failuresOf(await inProcessTarget());
    expect(failures.map((f) => `${f.call}: ${f.rule}: ${f.message}`)).toEqual([]);
  });
});
