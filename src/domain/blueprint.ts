// The transformation blueprint: dollar impact and roadmap from the three answers. The base impact grows
// with company size by more than the goal and priority multipliers can span, so a larger company never
// gets a smaller impact, whatever the other answers.
import type { ParsedRequestOf, ResponseOf } from '../contract/index.ts';
import { blueprintQuestions } from '../contract/options.ts';

type Responses = ParsedRequestOf<'blueprint.generate'>['responses'];
type Size = Responses['company-size'];
type Phase = ResponseOf<'blueprint.generate'>['roadmap']['phases'][number];

const baseImpact: Record<Size, number> = { startup: 150000, 'mid-market': 500000, enterprise: 2000000 };

const goalMultiplier: Record<Responses['goal'], number> = {
  'reduce-costs': 1.0,
  'increase-revenue': 1.3,
  'improve-efficiency': 1.1,
  'scale-operations': 1.2,
};

const priorityMultiplier: Record<Responses['priority-area'], number> = {
  'customer-service': 1.0,
  'sales-process': 1.2,
  operations: 1.1,
  'data-analysis': 0.9,
};

/** Weeks and investment per phase; larger companies take longer and add phases. */
const plans: Record<Size, { weeks: number; investment: number }[]> = {
  startup: [
    { weeks: 2, investment: 5000 },
    { weeks: 4, investment: 15000 },
    { weeks: 6, investment: 20000 },
  ],
  'mid-market': [
    { weeks: 2, investment: 15000 },
    { weeks: 6, investment: 60000 },
    { weeks: 8, investment: 80000 },
    { weeks: 8, investment: 40000 },
  ],
  enterprise: [
    { weeks: 4, investment: 25000 },
    { weeks: 8, investment: 150000 },
    { weeks: 12, investment: 250000 },
    { weeks: 12, investment: 120000 },
  ],
};

const labelOf = (questionId: string, optionId: string) =>
  blueprintQuestions.find((q) => q.id === questionId)?.options.find((o) => o.id === optionId)?.label ?? optionId;

function phaseNames(responses: Responses): string[] {
  const area = labelOf('priority-area', responses['priority-area']);
  const goal = labelOf('goal', responses.goal);
  // Every goal label is an imperative ('Reduce Costs', 'Scale Operations'), so it follows 'to'.
  return ['Discovery & Process Audit', `${area} Agent Pilot`, `Roll Out to ${goal}`, 'Optimize & Expand'];
}

export function generateBlueprint({ responses }: ParsedRequestOf<'blueprint.generate'>): ResponseOf<'blueprint.generate'> {
  const size = responses['company-size'];
  const dollarImpact = Math.round(
    baseImpact[size] * goalMultiplier[responses.goal] * priorityMultiplier[responses['priority-area']],
  );
  const names = phaseNames(responses);
  const phases: Phase[] = plans[size].map((plan, i) => ({
    name: names[i] ?? `Phase ${i + 1}`,
    duration: `${plan.weeks} weeks`,
    investment: plan.investment,
  }));
  const totalWeeks = plans[size].reduce((sum, plan) => sum + plan.weeks, 0);
  return { dollarImpact, roadmap: { totalTimeline: `${Math.round(totalWeeks / 4)} months`, phases } };
}
