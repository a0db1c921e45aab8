// The contract report: a table per call and rule (streamed while the rules run), the totals, and
// the machine-readable files for CI systems (--json, --junit). All of them come from one list of
// results, so the totals printed are the totals counted.
import type { Exchange } from './http.ts';
import type { Outcome, RuleResult } from './run.ts';

const mark: Record<Outcome, string> = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };

export function formatCallHeader(call: string, ruleCount: number): string {
  const name = call === 'api' ? 'the API as a whole' : call === 'webhooks' ? 'webhooks the server sends' : call;
  return `  ${name}  (${ruleCount} rules)`;
}

const clip = (text: string, max = 300) => (text.length > max ? `${text.slice(0, max)}... (${text.length} characters)` : text);

/** The request as sent and the answer as received, two lines, for a failure. */
export function formatExchange(exchange: Exchange, indent = '         '): string {
  const body = exchange.body === undefined ? '' : ` ${clip(JSON.stringify(exchange.body))}`;
  const type = exchange.contentType ? ` (Content-Type: ${exchange.contentType})` : '';
  return [
    `${indent}sent: ${exchange.method} ${exchange.path}${type}${body}`,
    `${indent}got:  ${exchange.status} (Content-Type: ${exchange.responseType || 'none'}) in ${Math.round(exchange.ms)} ms ${clip(exchange.responseText)}`,
  ].join('\n');
}

export function formatResult(result: RuleResult): string {
  const detail = result.outcome !== 'passed' && result.detail ? ` -- ${result.detail}` : '';
  const exchange = result.outcome === 'failed' && result.exchange ? `\n${formatExchange(result.exchange)}` : '';
  return `    ${mark[result.outcome]} ${result.rule}${detail}${exchange}`;
}

/** The rules' outcomes, and apart from them the response-time checks the CLI adds per call answered (when there are any). */
export interface Totals {
  rules: number;
  passed: number;
  failed: number;
  skipped: number;
  responseTimes?: { calls: number; passed: number; failed: number };
}

export function totalsOf(results: readonly RuleResult[]): Totals {
  const rules = results.filter((r) => r.kind !== 'response-time');
  const times = results.filter((r) => r.kind === 'response-time');
  const count = (list: readonly RuleResult[], outcome: Outcome) => list.filter((r) => r.outcome === outcome).length;
  const totals: Totals = { rules: rules.length, passed: count(rules, 'passed'), failed: count(rules, 'failed'), skipped: count(rules, 'skipped') };
  if (times.length > 0) totals.responseTimes = { calls: times.length, passed: count(times, 'passed'), failed: count(times, 'failed') };
  return totals;
}

/** The last line: the rules as the first line counted them, then the response times checked. */
export function formatTotals(results: readonly RuleResult[], seconds: number): string {
  const t = totalsOf(results);
  const calls = new Set(results.filter((r) => r.kind !== 'response-time').map((r) => r.call).filter((c) => c !== 'api' && c !== 'webhooks')).size;
  const times = t.responseTimes ? `; response times of ${t.responseTimes.calls} calls: ${t.responseTimes.passed} within the limit, ${t.responseTimes.failed} over` : '';
  return `${calls} calls, ${t.rules} rules: ${t.passed} passed, ${t.failed} failed, ${t.skipped} skipped${times} (${seconds.toFixed(1)} s)`;
}

/** The whole table at once (tests, and anyone not streaming). */
export function formatReport(results: readonly RuleResult[], target: string, seconds: number): string {
  const lines = [`Contract report for ${target}`];
  for (const call of new Set(results.map((r) => r.call))) {
    const rules = results.filter((r) => r.call === call);
    lines.push(formatCallHeader(call, rules.length), ...rules.map(formatResult));
  }
  lines.push(formatTotals(results, seconds));
  return `${lines.join('\n')}\n`;
}

export function toJsonReport(results: readonly RuleResult[], target: string, seconds: number): string {
  return `${JSON.stringify({ target, seconds, totals: totalsOf(results), results }, null, 2)}\n`;
}

const xml = (text: string) =>
  text.replace(/[<>&"']/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!);

export function toJunitReport(results: readonly RuleResult[], target: string, seconds: number): string {
  const t = totalsOf(results);
  const suites = [...new Set(results.map((r) => r.call))].map((call) => {
    const rules = results.filter((r) => r.call === call);
    const rt = totalsOf(rules);
    const cases = rules.map((r) => {
      const open = `    <testcase classname="${xml(call)}" name="${xml(r.rule)}" time="${(r.ms / 1000).toFixed(3)}"`;
      if (r.outcome === 'passed') return `${open}/>`;
      if (r.outcome === 'skipped') return `${open}>\n      <skipped message="${xml(r.detail ?? '')}"/>\n    </testcase>`;
      const shown = r.exchange ? `${formatExchange(r.exchange, '')}\n` : '';
      return `${open}>\n      <failure message="${xml(r.detail ?? '')}">${xml(`${shown}${r.stack ?? r.detail ?? ''}`)}</failure>\n    </testcase>`;
    });
    const time = (rules.reduce((sum, r) => sum + r.ms, 0) / 1000).toFixed(3);
    return `  <testsuite name="${xml(call)}" tests="${rt.rules}" failures="${rt.failed}" errors="0" skipped="${rt.skipped}" time="${time}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="contract tests against ${xml(target)}" tests="${t.rules}" failures="${t.failed}" errors="0" skipped="${t.skipped}" time="${seconds.toFixed(3)}">`,
    ...suites,
    '</testsuites>',
    '',
  ].join('\n');
}
