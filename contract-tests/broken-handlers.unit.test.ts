// The contract suite can fail: its rules, run against a deliberately broken variant of the mock
// handlers, report exactly the violations planted there, and nothing else.
//   - roi.calculate renames totalROI to totalRoi               (a renamed field)
//   - leads.capture answers 200 instead of 201 for a new lead  (a wrong status)
//   - contact.submit skips request validation                  (a missing validation)
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calculateRoi } from '../src/domain/roi.ts';
import { createHandlers, mockCalls } from '../mocks/node.ts';
import { defineCall, ok } from '../mocks/handlers/define.ts';
import { malformedJson, MAX_BODY_BYTES, payloadTooLarge, type ResponseOf } from '../src/contract/index.ts';
import { contractRules, type Rule } from './rules.ts';
import { inProcessTarget, type RunningTarget } from './targets.ts';

const renamedField = defineCall('roi.calculate', ({ body }) => {
  const { totalROI, ...rest } = calculateRoi(body);
  return ok('roi.calculate', { ...rest, totalRoi: totalROI } as unknown as ResponseOf<'roi.calculate'>);
});

const wrongStatus = defineCall('leads.capture', async (ctx) => {
  const reply = await mockCalls['leads.capture'].logic(ctx);
  return reply.ok ? { ...reply, status: 200 } : reply;
});

// Ahead of the real handlers: the body-size limit and JSON parsing like them, but no validation.
const missingValidation = http.post('*/api/contact/submit', async ({ request }) => {
  const text = await request.text();
  if (new TextEncoder().encode(text).byteLength > MAX_BODY_BYTES) {
    return HttpResponse.json(payloadTooLarge(), { status: 413 });
  }
  try {
    JSON.parse(text);
  } catch {
    return HttpResponse.json(malformedJson(), { status: 400 });
  }
  return HttpResponse.json({ id: 'contact_unvalidated' }, { status: 201 });
});

const brokenHandlers = [
  missingValidation,
  ...createHandlers({ 'roi.calculate': renamedField, 'leads.capture': wrongStatus }, { checkResponse: false }),
];

/** The violations the suite must report: call -> rules. */
const expected: Record<string, string[]> = {
  'roi.calculate': [
    'answers 200 with laborSavings, errorSavings, efficiencySavings, totalROI',
    'the defaults (85000, 2500, 12) give 223125, 65025, 43223, total 331373',
    'follows the formula of decisions.md section 2 at the edges of the slider ranges',
  ],
  'leads.capture': [
    'answers 201 with { id }',
    'a repeated newsletter subscription answers 200 with the existing id',
    'a repeated registration for the same event answers 200 with the existing id; another event is new',
    'no path reads captured leads back (404/405 only)',
  ],
  'contact.submit': [
    '400 with a field message when name is missing',
    '400 with a field message when email is missing',
    '400 with a field message when message is missing',
    '400 with a field message for a malformed email',
  ],
};

async function runAll(running: RunningTarget): Promise<Array<{ rule: Rule; message: string }>> {
  const failures: Array<{ rule: Rule; message: string }> = [];
  for (const rule of contractRules) {
    try {
      await rule.run(running.target);
    } catch (error) {
      failures.push({ rule, message: error instanceof Error ? error.message : String(error) });
    }
  }
  return failures;
}

describe('the contract suite against a broken mock', () => {
  let running: RunningTarget;
  let failures: Array<{ rule: Rule; message: string }>;

  beforeAll(async () => {
    running = await inProcessTarget(brokenHandlers);
    await running.start();
    failures = await runAll(running);
  });
  afterAll(() => running.stop());

  it('reports exactly the planted violations, by call and rule', () => {
    const found: Record<string, string[]> = {};
    for (const { rule } of failures) (found[rule.call] ??= []).push(rule.rule);
    expect(found).toEqual(expected);
  });

  it('names the renamed field, the wrong status and the missing validation', () => {
    const message = (call: string, rule: string) =>
      failures.find((f) => f.rule.call === call && f.rule.rule === rule)?.message;
    expect(message('roi.calculate', expected['roi.calculate']![0]!)).toMatch(/totalROI/);
    expect(message('leads.capture', 'answers 201 with { id }')).toMatch(/expected status 201, got 200/);
    expect(message('contact.submit', '400 with a field message when email is missing')).toMatch(
      /expected status 400, got 201/,
    );
  });

  it('still passes every rule of the calls that were not broken', () => {
    const brokenCalls = new Set(Object.keys(expected));
    expect(failures.filter((f) => !brokenCalls.has(f.rule.call))).toEqual([]);
  });
});

describe('the contract suite against the real mock', () => {
  it('passes every rule', async () => {
    const running = await inProcessTarget();
    await running.start();
    try {
      const failures = await runAll(running);
      expect(failures.map((f) => `${f.rule.call}: ${f.rule.rule}: ${f.message}`)).toEqual([]);
    } finally {
      await running.stop();
    }
  });
});
