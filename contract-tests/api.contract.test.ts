// The contract suite: every rule of contract-tests/rules.ts, grouped by call.
//   npm run test:contract                                        -> the in-process mocks
//   CONTRACT_BASE_URL=http://127.0.0.1:3001 npm run test:contract -> any server
import { appendFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { contractRules, ruleGroups } from './rules.ts';
import { targetFromEnv } from './targets.ts';
import type { ReportEntry } from './report.ts';

const running = await targetFromEnv();
const { target } = running;
const reportFile = inject('contractReportFile');
// A server may ask the suite to wait (429 with Retry-After, see http.ts): allow for it.
const timeoutMs = process.env.CONTRACT_BASE_URL ? 60_000 : 10_000;
const record = (entry: ReportEntry) => {
  if (reportFile) appendFileSync(reportFile, `${JSON.stringify(entry)}\n`);
};

beforeAll(() => running.start());
afterAll(() => running.stop());

for (const call of ruleGroups) {
  describe(call, () => {
    for (const { rule, needs, run } of contractRules.filter((r) => r.call === call)) {
      const missing = (needs ?? []).filter((hook) => !target.hooks[hook]);
      if (missing.length > 0) {
        const why = missing.includes('advanceClock')
          ? 'mock-only: needs a clock the suite can move'
          : 'mock-only: set CONTRACT_RESET_TOKEN_SOURCE to read reset tokens from this server';
        it(`${rule} [skipped, ${why}]`, (ctx) => {
          record({ call, rule, outcome: 'skipped', detail: why });
          ctx.skip();
        });
        continue;
      }
      it(rule, async () => {
        try {
          await run(target);
          record({ call, rule, outcome: 'passed' });
        } catch (error) {
          record({ call, rule, outcome: 'failed', detail: error instanceof Error ? error.message : String(error) });
          throw error;
        }
      }, timeoutMs);
    }
  });
}
