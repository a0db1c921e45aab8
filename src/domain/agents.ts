// The /api/agents/analyze estimate: deterministic from the process description and goals.
import type { ParsedRequestOf, ResponseOf } from '../contract/index.ts';
import { pick } from './hash.ts';

const agentsByKeyword: { pattern: RegExp; agent: string }[] = [
  { pattern: /sales|lead|crm|pipeline|revenue/, agent: 'Sales Copilot' },
  { pattern: /cost|efficien|waste|spend|audit/, agent: 'Efficiency Auditor' },
  { pattern: /ops|operation|workflow|process|invoice|support|ticket/, agent: 'Ops Assistant' },
];

export function analyzeAgents({ processType, currentState, goals }: ParsedRequestOf<'agents.analyze'>): ResponseOf<'agents.analyze'> {
  const key = `${processType}|${currentState}|${goals.join('|')}`;
  const text = `${processType} ${goals.join(' ')}`.toLowerCase();
  const matched = agentsByKeyword.filter((a) => a.pattern.test(text)).map((a) => a.agent);
  const recommendedAgents = matched.length > 0 ? matched : ['Ops Assistant'];
  const automationPotential = pick(`${key}|potential`, 55, 92);
  const hoursSavedPerMonth = Math.round((40 + goals.length * 25 + Math.min(currentState.length, 2000) / 20) * (automationPotential / 100));

  return {
    result: {
      processType,
      automationPotential,
      hoursSavedPerMonth,
      recommendedAgents,
      nextSteps: [
        `Map the ${processType} process step by step and mark the manual hand-offs`,
        `Pilot the ${recommendedAgents[0]} on one team for two weeks`,
        `Measure progress against your goals: ${goals.join(', ')}`,
      ],
    },
  };
}
