// Response times per call (issue 48 point 3): every answer's time is recorded through Target.log,
// and a call whose slowest answer took longer than its limit fails with that request named. The
// limit is --max-response-ms, else the budget the OpenAPI document states (MAX_RESPONSE_MS, src/contract/limits.ts).
import { matchPath } from '../src/contract/index.ts';
import type { Exchange } from './http.ts';
import type { RuleResult } from './run.ts';


/** The call an exchange belongs to; answers outside any call (404, 405) count for 'api'. */
function callOf(exchange: Exchange): string {
  const match = matchPath(exchange.method, exchange.path.split('?')[0]!);
  return match.kind === 'found' ? match.endpoint.id : 'api';
}

export interface CallTimes {
  call: string;
  count: number;
  p50: number;
  max: number;
  slowest: Exchange;
}

export class ResponseTimes {
  #byCall = new Map<string, Exchange[]>();

  readonly record = (exchange: Exchange): void => {
    const call = callOf(exchange);
    const list = this.#byCall.get(call) ?? [];
    list.push(exchange);
    this.#byCall.set(call, list);
  };

  /** p50 and max per call, in the order the calls were first answered. */
  summary(): CallTimes[] {
    return [...this.#byCall].map(([call, exchanges]) => {
      const sorted = [...exchanges].sort((a, b) => a.ms - b.ms);
      const slowest = sorted.at(-1)!;
      return { call, count: sorted.length, p50: Math.round(sorted[Math.floor((sorted.length - 1) / 2)]!.ms), max: Math.round(slowest.ms), slowest };
    });
  }

  /** One result per call: failed when its slowest answer took longer than maxMs. */
  results(maxMs: number): RuleResult[] {
    return this.summary().map(({ call, count, p50, max, slowest }) => {
      const rule = `every answer within ${maxMs} ms (--max-response-ms)`;
      const figures = `p50 ${p50} ms, max ${max} ms over ${count} answers`;
      return max > maxMs
        ? { call, rule, outcome: 'failed', detail: `the slowest answer took ${max} ms, over the ${maxMs} ms limit (${figures})`, exchange: slowest, ms: 0, kind: 'response-time' }
        : { call, rule, outcome: 'passed', detail: figures, ms: 0, kind: 'response-time' };
    });
  }
}

/** The per-call table the CLI prints after the rules, with the requests the generated rules sent per call. */
export function formatResponseTimes(times: readonly CallTimes[], generated: ReadonlyMap<string, number> = new Map()): string {
  const width = Math.max(...times.map((t) => t.call.length), 4);
  const row = (cells: string[]) => `    ${cells[0]!.padEnd(width)}  ${cells.slice(1).map((c) => c.padStart(9)).join('  ')}`;
  return [
    `  requests and response times (ms)`,
    row(['call', 'requests', 'generated', 'p50', 'max']),
    ...times.map((t) => row([t.call, String(t.count), String(generated.get(t.call) ?? 0), String(t.p50), String(t.max)])),
  ].join('\n');
}
