import { describe, expect, it } from 'vitest';
import { contract } from '../contract/index.ts';
import { analyzeAgents } from './agents.ts';

describe('analyzeAgents', () => {
  const input = { processType: 'invoice-processing', currentState: 'Invoices are keyed in by hand.', goals: ['cut costs'] };

  it('is deterministic and matches the contract', () => {
    const answer = analyzeAgents(input);
    expect(analyzeAgents(input)).toEqual(answer);
    expect(contract['agents.analyze'].response.parse(answer)).toEqual(answer);
    expect(answer.result.recommendedAgents).toEqual(['Efficiency Auditor', 'Ops Assistant']);
  });
});
