import { describe, expect, it } from 'vitest';
import { blueprintQuestions, contract, idsOf } from '../contract/index.ts';
import { generateBlueprint } from './blueprint.ts';

const [goalQuestion, , areaQuestion] = blueprintQuestions;
const goals = idsOf(goalQuestion.options);
const areas = idsOf(areaQuestion.options);
type Size = (typeof blueprintQuestions)[1]['options'][number]['id'];

describe('generateBlueprint', () => {
  it('gives a mid-market cost-reduction roadmap of 6 months with named, priced phases', () => {
    const result = generateBlueprint({
      responses: { goal: 'reduce-costs', 'company-size': 'mid-market', 'priority-area': 'customer-service' },
    });
    expect(result.dollarImpact).toBe(500000);
    expect(result.roadmap.totalTimeline).toBe('6 months');
    expect(result.roadmap.phases.slice(0, 3)).toEqual([
      { name: 'Discovery & Process Audit', duration: '2 weeks', investment: 15000 },
      { name: 'Customer Service Agent Pilot', duration: '6 weeks', investment: 60000 },
      { name: 'Scale to Drive Reduce Costs', duration: '8 weeks', investment: 80000 },
    ]);
  });

  it('is deterministic, valid, and never gives a larger company a smaller impact', () => {
    const smallestFor = (size: Size) => Math.min(...impacts(size));
    const largestFor = (size: Size) => Math.max(...impacts(size));
    function impacts(size: Size) {
      return goals.flatMap((goal) =>
        areas.map((area) => {
          const responses = { goal, 'company-size': size, 'priority-area': area };
          const result = generateBlueprint({ responses });
          expect(generateBlueprint({ responses })).toEqual(result);
          expect(contract['blueprint.generate'].response.parse(result)).toEqual(result);
          return result.dollarImpact;
        }),
      );
    }
    expect(largestFor('startup')).toBeLessThanOrEqual(smallestFor('mid-market'));
    expect(largestFor('mid-market')).toBeLessThanOrEqual(smallestFor('enterprise'));
  });
});
