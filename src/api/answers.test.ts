// Every call's answer handling (issue 20): an answer that does not fit the contract is that call's
// failure (an AnswerError, logged once with the call id and the first issue); a missing field the
// spec has a fallback for is not; the contract's own example answers always pass.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { contract, type EndpointId } from '../contract/contract.ts';
import { callExamples } from '../contract/examples.ts';
import { callEndpoint, type CallInput } from './calls.ts';
import { AnswerError } from './client.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ids = Object.keys(contract) as EndpointId[];

function inputOf(id: EndpointId): CallInput<EndpointId> {
  const example = callExamples[id];
  return { body: example.request, params: example.params } as CallInput<EndpointId>;
}

/** Answers `body` with status 200 and the given content type, then calls `id`. */
async function answer(id: EndpointId, body: string, contentType = 'application/json') {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(body, { status: 200, headers: { 'Content-Type': contentType } })));
  return callEndpoint(id, inputOf(id));
}

/** The failure of `id` for `body`: its issue, and the one line logged. */
async function failureOf(id: EndpointId, body: string, contentType?: string) {
  const log = vi.spyOn(console, 'error').mockImplementation(() => {});
  const error: unknown = await answer(id, body, contentType).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AnswerError);
  return { issue: (error as AnswerError).issue, logs: log.mock.calls.map((args) => args.join(' ')) };
}

// Each bad answer must be a distinct message per test so the once-per-issue log is seen every time.
const badBodies: [name: string, body: string, issue: string, contentType?: string][] = [
  ['null', 'null', 'answer: expected object, got null'],
  ['an empty body', '', 'answer: expected object, got null'],
  ['an array', '[]', 'answer: expected object, got an array'],
  ['HTML', '<!doctype html><title>502 Bad Gateway</title>', 'not JSON', 'text/html'],
  ['text', 'OK', 'not JSON', 'text/plain'],
  ['cut JSON', '{"id":"lead_8f3', 'not JSON'],
  ['a number', '42', 'answer: expected object, got number'],
];

describe.each(ids)('%s answer', (id) => {
  it('passes the contract example through unchanged', async () => {
    const example = callExamples[id].response;
    await expect(answer(id, JSON.stringify(example))).resolves.toEqual(example);
  });

  it.each(badBodies)('fails on %s, logged once with the call id and the first issue', async (_name, body, issue, type) => {
    const { issue: got, logs } = await failureOf(id, body, type);
    expect(got).toBe(issue);
    // Earlier tests of this id may have logged the same issue already: the log is once per page load.
    expect(logs.length).toBeLessThanOrEqual(1);
    if (logs.length) expect(logs[0]).toBe(`[contract] ${id} answered outside the contract: ${issue}`);
  });
});

describe('answers outside the contract', () => {
  const roi = { laborSavings: 1, errorSavings: 2, efficiencySavings: 3, totalROI: 6 };

  it('logs a repeated bad answer once', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(answer('roi.calculate', JSON.stringify({ ...roi, totalROI: 'six' }))).rejects.toThrow(AnswerError);
    await expect(answer('roi.calculate', JSON.stringify({ ...roi, totalROI: 'six' }))).rejects.toThrow(AnswerError);
    expect(log.mock.calls).toEqual([['[contract] roi.calculate answered outside the contract: totalROI: expected integer, got string']]);
  });

  it.each([
    ['roi.calculate', {}, 'laborSavings: missing'],
    ['roi.calculate', { ...roi, errorSavings: null }, 'errorSavings: expected integer, got null'],
    ['roi.calculate', { ...roi, laborSavings: -5 }, 'laborSavings: below 0'],
    ['roi.calculate', { ...roi, efficiencySavings: 1.5 }, 'efficiencySavings: expected integer, got number'],
    ['playground.analyze', {}, 'results: missing'],
    ['playground.analyze', { results: [] }, 'results: expected object, got an array'],
    ['playground.analyze', { results: null }, 'results: expected object, got null'],
    ['blueprint.generate', { roadmap: { phases: [] } }, 'roadmap.phases: fewer than 3 items'],
    ['blueprint.generate', { roadmap: { phases: [{}, {}, {}] } }, 'roadmap.phases[0].name: missing'],
    ['leads.capture', {}, 'id: missing'],
    ['leads.capture', { id: '' }, 'id: empty'],
    ['leads.capture', { id: { value: 'x' } }, 'id: expected string, got object'],
    ['contact.submit', { id: 7 }, 'id: expected string, got number'],
    ['auth.forgot-password', { success: false, message: 'No' }, 'success: expected true'],
    ['auth.reset-password', { message: 'Done' }, 'success: missing'],
    ['booking.schedule', {}, 'id: missing'],
    ['chat.start', { id: 'chat_1', agentType: 'sales' }, 'createdAt: missing'],
    ['chat.message', { response: ['Hi'] }, 'response: expected string, got an array'],
    ['agents.analyze', { result: {} }, 'result.processType: missing'],
    ['stats.live', '{"agentsRunning":NaN}', 'not JSON'],
  ] as const)('%s: %j fails with "%s"', async (id, answerBody, issue) => {
    const body = typeof answerBody === 'string' ? answerBody : JSON.stringify(answerBody);
    const { issue: got } = await failureOf(id, body);
    expect(got).toBe(issue);
  });
});

describe('fields with a spec fallback', () => {
  it('live stats: each missing or unfit figure is left out, the rest kept', async () => {
    await expect(answer('stats.live', '{}')).resolves.toEqual({});
    await expect(answer('stats.live', JSON.stringify({ agentsRunning: 'many', costSavings: 900, uptime: 200 }))).resolves.toEqual({
      costSavings: 900,
    });
  });

  it('playground: efficiency, savings, improvements and findings may be missing or wrong', async () => {
    await expect(answer('playground.analyze', '{"results":{}}')).resolves.toEqual({ results: {} });
    const body = { results: { efficiency: '47%', savings: null, improvements: 12, findings: 'many' } };
    await expect(answer('playground.analyze', JSON.stringify(body))).resolves.toEqual({ results: { improvements: 12 } });
  });

  it('blueprint: dollar impact, total timeline and each phase investment may be missing or wrong', async () => {
    const phases = [
      { name: 'Assess', duration: '1 month' },
      { name: 'Pilot', duration: '2 months', investment: 'a lot' },
      { name: 'Scale', duration: '3 months', investment: 70000 },
    ];
    const result = await answer('blueprint.generate', JSON.stringify({ dollarImpact: 0, roadmap: { totalTimeline: 6, phases } }));
    expect(result).toEqual({
      roadmap: {
        phases: [
          { name: 'Assess', duration: '1 month' },
          { name: 'Pilot', duration: '2 months' },
          { name: 'Scale', duration: '3 months', investment: 70000 },
        ],
      },
    });
  });

  it('summary: a missing summary is no failure', async () => {
    await expect(answer('content.summarize', '{"summary":{}}')).resolves.toEqual({});
  });
});
