// Runs the rules against a target, one at a time, and gives every rule exactly one outcome:
// passed, failed (a violation, a timeout or a crash) or skipped (with the reason). Nothing else
// decides the totals: what is printed, written and used for the exit code is this list.
import { ContractViolation, type Exchange, type Hook, type Target } from './http.ts';
import type { RunningTarget } from './remote-target.ts';
import type { Rule } from './rules.ts';

export type Outcome = 'passed' | 'failed' | 'skipped';

export interface RuleResult {
  call: string;
  rule: string;
  outcome: Outcome;
  /** One line: why it failed or was skipped. */
  detail?: string;
  /** The full error (stack), for --verbose and the JUnit file. */
  stack?: string;
  /** The last request of a failed rule and its answer, shown beside the reason. */
  exchange?: Exchange;
  /** How many requests the rule sent (retries of a 429 included). */
  requests?: number;
  ms: number;
  /** A call's response-time check (response-times.ts), which the CLI adds after the rules: counted apart from them. */
  kind?: 'response-time';
}

const skipReasons: Record<Hook, string> = {
  advanceClock: 'needs a clock the suite can move (in-process mocks only)',
  resetTokenFor: 'give --reset-token-source FILE (or CONTRACT_RESET_TOKEN_SOURCE) to read the reset tokens this server mails',
  knownEmail: 'give --known-email EMAIL (or CONTRACT_KNOWN_EMAIL), an address that has an account on this server',
  webhooks: 'give --webhooks HOST:PORT (where your server sends its webhooks) and --webhook-secret to check them',
  rateLimits: 'the kit meets the rate limits only when it keeps to them: not with --rate-limit off (a server whose limit is raised), nor against the in-process mocks',
};

/**
 * The hooks whose rules need what they store delivered (a webhook, a reset mail) to the kit's own
 * receiver or mailbox, which the team set up for the run: their requests go without `Test-Record: true`.
 */
const delivered: readonly Hook[] = ['webhooks', 'resetTokenFor'];

/** The target a rule's requests go to: marked as test records unless the rule needs its records delivered. */
export function targetFor(rule: Rule, target: Target): Target {
  return (rule.needs ?? []).some((hook) => delivered.includes(hook)) ? { ...target, testRecord: false } : target;
}

export interface RunOptions {
  /** Skip the rules a static mock of the OpenAPI document cannot pass (rule.needsState). */
  skipStateful?: boolean;
}

export function skipReason(rule: Rule, target: Target, options: RunOptions = {}): string | undefined {
  if (options.skipStateful && rule.needsState) return `needs a real server (${rule.needsState === 'memory' ? 'state' : 'logic'}); --skip-stateful was given`;
  const gap = rule.gap && target.knownGaps?.[rule.gap];
  if (gap) return gap;
  const missing = (rule.needs ?? []).filter((hook) => target.hooks[hook] === undefined);
  return missing.length > 0 ? missing.map((hook) => skipReasons[hook]).join('; ') : undefined;
}

/** A rule may make many requests; it is given up after this many request timeouts in total. */
export const RULE_BUDGET_IN_REQUEST_TIMEOUTS = 6;

class RuleTimeout extends Error {}

async function runOne(rule: Rule, target: Target): Promise<Omit<RuleResult, 'call' | 'rule' | 'ms'>> {
  const controller = new AbortController();
  let last: Exchange | undefined;
  let requests = 0;
  const log = (exchange: Exchange) => {
    last = exchange;
    requests += 1;
    target.log?.(exchange);
  };
  const budgetMs = target.timeoutMs * RULE_BUDGET_IN_REQUEST_TIMEOUTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RuleTimeout(`did not finish within ${budgetMs} ms`)), budgetMs);
  });
  try {
    await Promise.race([rule.run({ ...targetFor(rule, target), signal: controller.signal, log }), deadline]);
    return { outcome: 'passed', requests };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const stack = error instanceof Error ? error.stack : undefined;
    // A violation may name the exchange it is about (a shrunk generated case); otherwise the last one.
    const exchange = (error instanceof ContractViolation ? error.exchange : undefined) ?? last;
    const shown = exchange ? { exchange, requests } : { requests };
    if (error instanceof ContractViolation || error instanceof RuleTimeout) return { outcome: 'failed', detail: message, stack, ...shown };
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined)?.code : undefined;
    return { outcome: 'failed', detail: `crashed: ${message}${cause ? ` (${cause})` : ''}`, stack, ...shown };
  } finally {
    clearTimeout(timer);
    controller.abort();
  }
}

/** The rules in table order: grouped by call in the given group order, rule order kept within a call. */
export function inTableOrder(rules: readonly Rule[], groups: readonly string[]): Rule[] {
  return groups.flatMap((call) => rules.filter((r) => r.call === call));
}

export async function runRules(
  running: RunningTarget,
  rules: readonly Rule[],
  onResult: (result: RuleResult) => void = () => {},
  options: RunOptions = {},
): Promise<RuleResult[]> {
  const results: RuleResult[] = [];
  await running.start();
  try {
    for (const rule of rules) {
      const started = performance.now();
      const why = skipReason(rule, running.target, options);
      const outcome = why ? { outcome: 'skipped' as const, detail: why } : await runOne(rule, running.target);
      const result: RuleResult = { call: rule.call, rule: rule.rule, ...outcome, ms: Math.round(performance.now() - started) };
      results.push(result);
      onResult(result);
    }
  } finally {
    await running.stop();
  }
  return results;
}
