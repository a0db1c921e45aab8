// The generated cases: the same seed sends the same cases and another seed others; a failure is
// shrunk to its smallest form (the shortest name over the limit) and shows that request.
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockCalls } from '../mocks/node.ts';
import { answer } from '../mocks/handlers/define.ts';
import type { Exchange } from './http.ts';
import { contractRules } from './rules.ts';
import { runRules } from './run.ts';
import { inProcessTarget } from './targets.ts';

const roiGenerated = contractRules.filter((r) => r.call === 'roi.calculate' && r.rule.startsWith('generated: '));

/** The request bodies the generated ROI rules send under a seed. */
async function bodiesSent(seed: number): Promise<Array<string | undefined>> {
  const running = await inProcessTarget();
  const sent: Exchange[] = [];
  running.target.seed = seed;
  running.target.log = (exchange) => sent.push(exchange);
  const results = await runRules(running, roiGenerated);
  expect(results.filter((r) => r.outcome === 'failed')).toEqual([]);
  return sent.map((e) => e.body);
}

describe('generated cases', () => {
  it('are the same for the same seed and differ for another', async () => {
    const first = await bodiesSent(123);
    expect(first.length).toBeGreaterThan(20);
    expect(await bodiesSent(123)).toEqual(first);
    expect(await bodiesSent(124)).not.toEqual(first);
  });

  it('shrink a failure to the smallest failing input and show that request', async () => {
    // contact.submit cuts a name over 200 characters down instead of refusing it.
    const cutsLongNames = http.post('*/api/contact/submit', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (typeof body.name === 'string') body.name = body.name.slice(0, 200);
      return answer(mockCalls['contact.submit'], new Request(request.url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), {});
    });
    const { handlers } = await import('../mocks/node.ts');
    const running = await inProcessTarget([cutsLongNames, ...handlers]);
    running.target.seed = 7;
    const nameRule = contractRules.filter((r) => r.call === 'contact.submit' && r.rule.startsWith('generated: bad name:'));
    const [result] = await runRules(running, nameRule);
    expect(result?.outcome).toBe('failed');
    expect(result?.detail).toMatch(
      /^name too long \(maxLength 200\): the contract refuses this body \(Name must be at most 200 characters\), expected 400, got 201: \{"id":"contact_\w+"\} \[seed 7, shrunk \d+ times; replay with --seed 7\]$/,
    );
    const sent = JSON.parse(result?.exchange?.body ?? '{}') as { name?: string };
    expect(sent.name).toBe('a'.repeat(201));
    expect(result?.exchange?.status).toBe(201);
  });
});
