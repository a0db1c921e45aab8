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
import { MAX_RETRY_AFTER_SECONDS } from './http.ts';
import { limitsFor } from './pacing.ts';
import { MAX_RESPONSE_MS, RATE_LIMIT_PER_MINUTE, TEST_RECORD_HEADER, TEST_RECORD_VALUE } from '../src/contract/index.ts';
import { formatResponseTimes, ResponseTimes } from './response-times.ts';
import { WebhookReceiver } from './webhooks/receiver.ts';
import { contractRules, ruleGroups } from './rules.ts';
import { inTableOrder, runRules, type RuleResult } from './run.ts';

export const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_WEBHOOK_WAIT_MS = 30_000;

/** The report files of a run, also written when the preflight fails (one failed result), so CI sees a failure. */
function writeReports(args: { json?: string; junit?: string }, results: readonly RuleResult[], label: string, seconds: number): void {
  if (args.json) writeFileSync(args.json, toJsonReport(results, label, seconds));
  if (args.junit) writeFileSync(args.junit, toJunitReport(results, label, seconds));
}

const wholeNumber = (text: string | undefined, fallback: number) => (text === undefined ? fallback : /^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

export const usage = `Contract tests of the Orbital Agents API.

  --base-url URL        the server to test (or CONTRACT_BASE_URL)
  --timeout-ms N        per-request timeout (or CONTRACT_TIMEOUT_MS; default ${DEFAULT_TIMEOUT_MS})
  --known-email EMAIL   an address with an account, for the enumeration rule (or CONTRACT_KNOWN_EMAIL)
  --reset-token-source FILE  module reading mailed reset tokens (or CONTRACT_RESET_TOKEN_SOURCE)
  --skip-stateful       skip the rules a static mock of the OpenAPI document cannot pass
  --only CALL[,CALL]    run only these calls' rules (ids as in the OpenAPI operationId, e.g. booking.schedule; 'api' for the API as a whole)
  --seed N              the seed of the generated cases (default: a new one, printed); the same seed sends the same cases
  --max-response-ms N   fail a call whose slowest answer takes longer (or CONTRACT_MAX_RESPONSE_MS; default
                        ${MAX_RESPONSE_MS}, the documented budget; against the in-process mocks only when given)
  --rate-limit N|off    keep to N calls a minute to the calls that store, 5 x N to those that compute (default
                        ${RATE_LIMIT_PER_MINUTE.store}, the documented limit), and meet each limit once on purpose: a short burst
                        until the 429, whose body and Retry-After are checked, then the wait it asks for. 'off' for a
                        server whose limit is raised for the test run (the reference server: RATE_LIMIT_MAX=100000): no
                        pacing, and the two rate-limit rules are skipped. A 429 or 503 with Retry-After up to
                        ${MAX_RETRY_AFTER_SECONDS} s is waited for and retried; a longer one is reported as the answer
  --webhooks HOST:PORT  receive the server's webhooks there (configure the server's WEBHOOK_URL to the URL
                        printed for this run) and check each documented event and a retry (Standard Webhooks 1.0)
  --webhook-secret S    the whsec_ secret the server signs with (or CONTRACT_WEBHOOK_SECRET)
  --webhook-wait-ms N   how long to wait for a delivery, and for the retry of one answered 500 (default ${DEFAULT_WEBHOOK_WAIT_MS})
  --verbose             print the stack of every failure
  --json FILE           write the results as JSON (also on a failed preflight)
  --junit FILE          write the results as JUnit XML (also on a failed preflight)

Every request carries the header ${TEST_RECORD_HEADER}: ${TEST_RECORD_VALUE}, which the OpenAPI document states: a server
stores those records as test records, never delivers them by webhook or mail, and leaves them out of exports
unless asked. The exceptions are the requests of the rules that need a delivery: with --webhooks the records
must reach the kit's receiver (the WEBHOOK_URL you set for this run), with --reset-token-source the reset mail
must reach your test mailbox. A server that ignores the header keeps the kit's records among real ones, so
run the kit against a throwaway store.

  node contract-tests.mjs --base-url http://127.0.0.1:3001 --known-email someone@yourcompany.example

The reset-token source is an ES module (.mjs; .ts on Node 24) whose default export returns the newest
reset token the server mailed to an address, or undefined; the suite calls it after POST
/api/auth/forgot-password for a new address (poll a few seconds: mail may leave after the answer):
  export default async function resetTokenFor(email, baseUrl) {
    const mail = await myTestMailbox.latestTo(email);        // your SMTP catcher
    return mail ? new URL(mail.link).searchParams.get('token') ?? undefined : undefined;
  }

Exit code: 0 when no rule failed (skips allowed), 1 on any failure or a failed preflight, 2 on bad usage.
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
        only: { type: 'string' },
        seed: { type: 'string' },
        'max-response-ms': { type: 'string' },
        'rate-limit': { type: 'string' },
        webhooks: { type: 'string' },
        'webhook-secret': { type: 'string' },
        'webhook-wait-ms': { type: 'string' },
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
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0) return fail(`--timeout-ms (or CONTRACT_TIMEOUT_MS) must be a whole number of milliseconds, got '${timeoutText}'`, 2);
  const seed = wholeNumber(args.seed, Math.floor(Math.random() * 2 ** 31));
  if (!Number.isSafeInteger(seed) || seed >= 2 ** 31) return fail(`--seed must be a whole number below 2147483648, got '${args.seed}'`, 2);
  const maxResponseText = args['max-response-ms'] ?? env.CONTRACT_MAX_RESPONSE_MS;
  const maxResponseMs = wholeNumber(maxResponseText, MAX_RESPONSE_MS);
  if (!(maxResponseMs > 0)) return fail(`--max-response-ms (or CONTRACT_MAX_RESPONSE_MS) must be a whole number of milliseconds, got '${maxResponseText}'`, 2);
  const rateText = args['rate-limit']?.trim();
  const storePerMinute = rateText === undefined || rateText === 'off' ? RATE_LIMIT_PER_MINUTE.store : wholeNumber(rateText, 0);
  if (!(storePerMinute > 0)) return fail(`--rate-limit must be 'off' or a whole number of calls a minute, got '${rateText}'`, 2);
  const webhookSecret = (args['webhook-secret'] ?? env.CONTRACT_WEBHOOK_SECRET)?.trim();
  const webhookAt = args.webhooks?.trim().match(/^(.+):(\d+)$/);
  const webhookWaitMs = wholeNumber(args['webhook-wait-ms'], DEFAULT_WEBHOOK_WAIT_MS);
  if (args.webhooks && (!webhookAt || !webhookSecret)) return fail(`--webhooks takes HOST:PORT (e.g. 127.0.0.1:8090) and needs --webhook-secret (or CONTRACT_WEBHOOK_SECRET)`, 2);
  if (!(webhookWaitMs > 0)) return fail(`--webhook-wait-ms must be a whole number of milliseconds, got '${args['webhook-wait-ms']}'`, 2);
  const only = args.only?.split(',').map((id) => id.trim()).filter(Boolean);
  const unknown = only?.filter((id) => !ruleGroups.includes(id as never)) ?? [];
  if (unknown.length > 0) return fail(`--only: no call ${unknown.map((id) => `'${id}'`).join(', ')}; the calls are ${ruleGroups.join(', ')}`, 2);

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
      rateLimit: rateText === 'off' ? 'off' : limitsFor(storePerMinute),
    });
  } else if (options.inProcess) {
    running = await options.inProcess(timeoutMs);
  } else {
    return fail(`Give the server to test: --base-url URL (or CONTRACT_BASE_URL)\n\n${usage}`, 2);
  }

  const problem = baseUrl ? await preflight(running.target) : undefined;
  if (problem) {
    writeReports(args, [{ call: 'api', rule: 'preflight: GET /api/stats/live answers JSON', outcome: 'failed', detail: problem, ms: 0 }], running.label, 0);
    return fail(problem, 1);
  }

  const rules = inTableOrder(contractRules, only ?? ruleGroups);
  // The in-process mocks answer without a server: their times say how loaded this machine is, so
  // they are checked only when --max-response-ms is given.
  const timed = Boolean(baseUrl) || maxResponseText !== undefined;
  const receiver = webhookAt ? new WebhookReceiver() : undefined;
  if (receiver && webhookAt && webhookSecret) {
    const url = await receiver.listen(webhookAt[1]!, Number(webhookAt[2]));
    running.target.hooks.webhooks = { receiver, secret: webhookSecret, waitMs: webhookWaitMs };
    process.stdout.write(`Webhook receiver at ${url} (the server must send its webhooks there)\n`);
  }
  const times = new ResponseTimes();
  running.target.seed = seed;
  running.target.log = times.record;
  const started = performance.now();
  process.stdout.write(
    `Contract tests against ${running.label} (${rules.length} rules, request timeout ${timeoutMs} ms, ${timed ? `then each call's answers within ${maxResponseMs} ms` : 'response times reported, not checked: no server'})\n` +
      `Generated cases: seed ${seed} (--seed ${seed} sends the same cases again)\n`,
  );
  let currentCall: string | undefined;
  const ruleResults = await runRules(running, rules, (result) => {
    if (result.call !== currentCall) {
      currentCall = result.call;
      process.stdout.write(`${formatCallHeader(result.call, rules.filter((r) => r.call === result.call).length)}\n`);
    }
    process.stdout.write(`${formatResult(result)}\n`);
  }, { skipStateful: args['skip-stateful'] }).finally(() => receiver?.close());
  const seconds = (performance.now() - started) / 1000;
  const timeResults = timed ? times.results(maxResponseMs) : [];
  const generated = new Map<string, number>();
  for (const r of ruleResults.filter((result) => result.rule.startsWith('generated: '))) generated.set(r.call, (generated.get(r.call) ?? 0) + (r.requests ?? 0));
  process.stdout.write(`${formatResponseTimes(times.summary(), generated)}\n`);
  for (const result of timeResults.filter((r) => r.outcome === 'failed')) process.stdout.write(`  ${result.call}\n${formatResult(result)}\n`);
  const results = [...ruleResults, ...timeResults];

  const failures = results.filter((r) => r.outcome === 'failed');
  if (args.verbose) {
    for (const f of failures) process.stdout.write(`\n${f.call}: ${f.rule}\n${f.stack ?? f.detail}\n`);
  }
  writeReports(args, results, running.label, seconds);
  process.stdout.write(`${formatTotals(results, seconds)}\n`);
  return failures.length === 0 ? 0 : 1;
}
