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
      { name: 'Roll Out to Reduce Costs', duration: '8 weeks', investment: 80000 },
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

  it('names every phase in plain English for all 48 answer combinations', () => {
    const verbs = new Set(['drive', 'reduce', 'increase', 'improve', 'scale', 'roll', 'optimize', 'expand']);
    const sizes = idsOf(blueprintQuestions[1].options);
    const third = new Set<string>();
    for (const goal of goals) {
      for (const size of sizes) {
        for (const area of areas) {
          const { phases } = generateBlueprint({ responses: { goal, 'company-size': size, 'priority-area': area } }).roadmap;
          for (const { name } of phases) {
            const words = name.toLowerCase().split(/\s+/);
            // No two verbs in a row ('Drive Reduce'), no word twice ('Scale to Scale'), no raw option id.
            words.forEach((word, i) => expect(verbs.has(word) && verbs.has(words[i + 1] ?? ''), name).toBe(false));
            expect(new Set(words).size, name).toBe(words.length);
            expect(name, name).not.toMatch(/-/);
          }
          third.add(phases[2]!.name);
        }
      }
    }
    expect([...third].sort()).toEqual([
      'Roll Out to Improve Efficiency',
      'Roll Out to Increase Revenue',
      'Roll Out to Reduce Costs',
      'Roll Out to Scale Operations',
    ]);
  });
});
