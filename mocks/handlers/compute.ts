// The computed calls: answers come from the shared business logic in src/domain (product-rules.md
// section 2), the same functions the reference server uses.
import { calculateRoi } from '../../src/domain/roi.ts';
import { analyzePlayground } from '../../src/domain/playground.ts';
import { generateBlueprint } from '../../src/domain/blueprint.ts';
import { liveStats } from '../../src/domain/stats.ts';
import { summarize } from '../../src/domain/summarize.ts';
import { analyzeAgents } from '../../src/domain/agents.ts';
import { mocksStartedAt, now } from '../clock.ts';
import { defineCall } from './define.ts';

export const statsLive = defineCall('stats.live', ({ ok }) => ok(liveStats(now(), mocksStartedAt())));

export const roiCalculate = defineCall('roi.calculate', ({ body, ok }) => ok(calculateRoi(body)));

export const playgroundAnalyze = defineCall('playground.analyze', ({ body, ok }) =>
  ok(analyzePlayground(body)),
);

export const blueprintGenerate = defineCall('blueprint.generate', ({ body, ok }) =>
  ok(generateBlueprint(body)),
);

export const contentSummarize = defineCall('content.summarize', ({ body, ok }) =>
  ok({ summary: summarize(body.title, body.content) }),
);

export const agentsAnalyze = defineCall('agents.analyze', ({ body, ok }) => ok(analyzeAgents(body)));
