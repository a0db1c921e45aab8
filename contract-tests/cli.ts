// The contract suite's command line, shared by `npm run test:contract` (contract-tests/main.ts) and
// the single-file bundle a backend team runs (contract-tests/standalone.ts):
//   node contract-tests.mjs --base-url http://127.0.0.1:3001 [--verbose] [--junit FILE] [--json FILE]
// Exit code: 0 when no rule failed (skips allowed), 1 on any failure or a failed preflight, 2 on bad usage.
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { preflight } from './preflight.ts';
import type { RunningTarget } from './remote-target.ts';
import { remoteTarget } from './remote-target.ts';
import { formatCallHeader, formatResult, formatTotals, toJsonReport, toJunitReport } from './report.ts';
import { contractRules, ruleGroups } from './rules.ts';
import { inTableOrder, runRules } from './run.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;

export const usage = `Contract tests of the Orbital Agents API.

  --base-url URL        the server to test (or CONTRACT_BASE_URL)
  --timeout-ms N        per-request timeout (or CONTRACT_TIMEOUT_MS; default ${DEFAULT_TIMEOUT_MS})
  --known-email EMAIL   an address with an account, for the enumeration rule (or CONTRACT_KNOWN_EMAIL)
  --reset-token-source FILE  module reading mailed reset tokens (or CONTRACT_RESET_TOKEN_SOURCE)
  --skip-stateful       skip the rules a static mock of the OpenAPI document cannot pass
  --verbose             print the stack of every failure
  --json FILE           write the results as JSON
  --junit FILE          write the results as JUnit XML
`;

export interface CliOptions {
  /** The in-process mocks, when the suite runs inside the repository and no base URL is given. */
  inProcess?: (timeoutMs: number) => Promise<RunningTarget>;
}

function fail(message: string, code: number): number {
  process.stderr.write(`${message}\n`);
  return code;
}

export async function main(argv: string[], options: CliOptions = {}): Promise<number> {
  let args;
  try {
    args = parseArgs({
      args: argv,
      options: {
        'base-url': { type: 'string' },
        'timeout-ms': { type: 'string' },
        'known-email': { type: 'string' },
        'reset-token-source': { type: 'string' },
        verbose: { type: 'boolean', default: false },
        'skip-stateful': { type: 'boolean', default: false },
        json: { type: 'string' },
        junit: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    }).values;
  } catch (error) {
    return fail(`${error instanceof Error ? error.message : String(error)}\n\n${usage}`, 2);
  }
  if (args.help) {
    process.stdout.write(usage);
    return 0;
  }
  const env = process.env;
  const baseUrl = (args['base-url'] ?? env.CONTRACT_BASE_URL)?.trim();
  const timeoutText = args['timeout-ms'] ?? env.CONTRACT_TIMEOUT_MS;
  const timeoutMs = timeoutText ? Number(timeoutText) : DEFAULT_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return fail(`CONTRACT_TIMEOUT_MS must be a whole number of milliseconds, got '${timeoutText}'`, 2);

  let running: RunningTarget;
  if (baseUrl) {
    if (!URL.canParse(baseUrl) || !/^https?:$/.test(new URL(baseUrl).protocol)) {
      return fail(`The base URL '${baseUrl}' is not an http(s) URL (expected for example http://127.0.0.1:3001)`, 2);
    }
    running = await remoteTarget({
      baseUrl,
      timeoutMs,
      knownEmail: (args['known-email'] ?? env.CONTRACT_KNOWN_EMAIL)?.trim() || undefined,
      resetTokenSource: (args['reset-token-source'] ?? env.CONTRACT_RESET_TOKEN_SOURCE)?.trim() || undefined,
    });
  } else if (options.inProcess) {
    running = await options.inProcess(timeoutMs);
  } else {
    return fail(`Give the server to test: --base-url URL (or CONTRACT_BASE_URL)\n\n${usage}`, 2);
  }

  const problem = baseUrl ? await preflight(running.target) : undefined;
  if (problem) return fail(problem, 1);

  const rules = inTableOrder(contractRules, ruleGroups);
  const started = performance.now();
  process.stdout.write(`Contract tests against ${running.label} (${rules.length} rules, request timeout ${timeoutMs} ms)\n`);
  let currentCall: string | undefined;
  const results = await runRules(running, rules, (result) => {
    if (result.call !== currentCall) {
      currentCall = result.call;
      process.stdout.write(`${formatCallHeader(result.call, rules.filter((r) => r.call === result.call).length)}\n`);
    }
    process.stdout.write(`${formatResult(result)}\n`);
  }, { skipStateful: args['skip-stateful'] });
  const seconds = (performance.now() - started) / 1000;

  const failures = results.filter((r) => r.outcome === 'failed');
  if (args.verbose) {
    for (const f of failures) process.stdout.write(`\n${f.call}: ${f.rule}\n${f.stack ?? f.detail}\n`);
  }
  if (args.json) writeFileSync(args.json, toJsonReport(results, running.label, seconds));
  if (args.junit) writeFileSync(args.junit, toJunitReport(results, running.label, seconds));
  process.stdout.write(`${formatTotals(results, seconds)}\n`);
  return failures.length === 0 ? 0 : 1;
}
