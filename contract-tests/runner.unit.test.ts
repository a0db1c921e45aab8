// The runner's honesty: timeouts and crashes are failures, the totals are the results, the preflight
// names what the base URL answered. Real HTTP servers on loopback (port 0), stopped after each test.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { main } from './cli.ts';
import { check, request } from './http.ts';
import { preflight } from './preflight.ts';
import { remoteTarget } from './remote-target.ts';
import { formatReport, formatTotals, toJunitReport, totalsOf } from './report.ts';
import { contractRules, type Rule } from './rules.ts';
import { runRules } from './run.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function serve(listener: RequestListener): Promise<string> {
  server = createServer(listener);
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const stats = JSON.stringify({ agentsRunning: 2847, costSavings: 847, efficiencyGain: 89, tasksAutomated: 12500, uptime: 99.9 });
const statsRules = contractRules.filter((r) => r.call === 'stats.live');

describe('runRules', () => {
  it('fails every rule whose server does not answer within the request timeout', async () => {
    const baseUrl = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(stats), 1000).unref();
    });
    const results = await runRules(await remoteTarget({ baseUrl, timeoutMs: 100 }), statsRules);
    expect(results.map((r) => r.outcome)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(results[0]!.detail).toBe('no answer to GET /api/stats/live within 100 ms (--timeout-ms)');
  });

  it('counts a crashed rule as failed, runs the next one, and reports the same totals everywhere', async () => {
    const baseUrl = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(stats));
    const crash: Rule = { call: 'stats.live', rule: 'crashes', why: 'test', run: async () => JSON.parse('{') as never };
    const violation: Rule = { call: 'stats.live', rule: 'violates', why: 'test', run: async () => check(false, 'planted') };
    const skipped: Rule = { call: 'stats.live', rule: 'needs a known account', why: 'test', needs: ['knownEmail'], run: async () => {} };
    const results = await runRules(await remoteTarget({ baseUrl, timeoutMs: 1000 }), [crash, violation, skipped, statsRules[0]!]);
    expect(results.map((r) => [r.rule, r.outcome, r.detail])).toEqual([
      ['crashes', 'failed', expect.stringMatching(/^crashed: .*JSON/)],
      ['violates', 'failed', 'planted'],
      ['needs a known account', 'skipped', 'give --known-email EMAIL (or CONTRACT_KNOWN_EMAIL), an address that has an account on this server'],
      [statsRules[0]!.rule, 'passed', undefined],
    ]);
    expect(totalsOf(results)).toEqual({ rules: 4, passed: 1, failed: 2, skipped: 1 });
    expect(formatReport(results, baseUrl, 1)).toContain('1 calls, 4 rules: 1 passed, 2 failed, 1 skipped (1.0 s)');
    expect(toJunitReport(results, baseUrl, 1)).toContain('tests="4" failures="2" errors="0" skipped="1"');
  });
});

describe('test records', () => {
  it('marks every request Test-Record: true, except those of the rules whose records must be delivered', async () => {
    const seen: Array<string | undefined> = [];
    const baseUrl = await serve((req, res) => {
      seen.push(req.headers['test-record'] as string | undefined);
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(stats);
    });
    const running = await remoteTarget({ baseUrl, timeoutMs: 1000, rateLimit: 'off' });
    running.target.hooks.webhooks = {} as never;
    running.target.hooks.resetTokenFor = async () => undefined;
    const sends = (name: string, needs: Rule['needs']): Rule => ({ call: 'stats.live', rule: name, why: 'test', ...(needs ? { needs } : {}), run: async (t) => void (await request(t, 'GET', '/api/stats/live')) });
    await runRules(running, [sends('plain', undefined), sends('webhooks', ['webhooks']), sends('reset mail', ['resetTokenFor']), statsRules[0]!]);
    expect(seen).toEqual(['true', undefined, undefined, 'true']);
    expect(await preflight(running.target)).toBeUndefined();
    expect(seen.at(-1)).toBe('true');
  });
});

describe('the totals', () => {
  it('count the rules as the first line does, and the response-time checks apart', () => {
    const rule = { call: 'stats.live', rule: 'a rule', outcome: 'passed', ms: 1 } as const;
    const time = { call: 'stats.live', rule: 'every answer within 1000 ms (--max-response-ms)', outcome: 'failed', ms: 0, kind: 'response-time' } as const;
    expect(totalsOf([rule, rule, time])).toEqual({ rules: 2, passed: 2, failed: 0, skipped: 0, responseTimes: { calls: 1, passed: 0, failed: 1 } });
    expect(formatTotals([rule, rule, time], 2)).toBe('1 calls, 2 rules: 2 passed, 0 failed, 0 skipped; response times of 1 calls: 0 within the limit, 1 over (2.0 s)');
  });
});

describe('preflight', () => {
  it('passes a server that answers JSON', async () => {
    const baseUrl = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(stats));
    expect(await preflight((await remoteTarget({ baseUrl, timeoutMs: 1000 })).target)).toBeUndefined();
  });

  it('names HTML (a website instead of the API)', async () => {
    const baseUrl = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Orbital</title>'));
    const line = await preflight((await remoteTarget({ baseUrl, timeoutMs: 1000 })).target);
    expect(line).toBe(
      `Preflight failed: GET ${baseUrl}/api/stats/live answered 200 with HTML (text/html), not JSON: this looks like a website, not the API; check --base-url (or CONTRACT_BASE_URL): it must be the origin that serves /api (for example http://127.0.0.1:3001).`,
    );
  });

  it('names a 404 and a refused connection', async () => {
    const baseUrl = await serve((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end('{}'));
    expect(await preflight((await remoteTarget({ baseUrl, timeoutMs: 1000 })).target)).toMatch(/answered 404 \(application\/json\), expected 200 with JSON/);
    await new Promise<void>((resolve) => server!.close(() => resolve()));
    server = undefined;
    expect(await preflight((await remoteTarget({ baseUrl, timeoutMs: 1000 })).target)).toMatch(/: connection refused \(ECONNREFUSED\)/);
  });
});

describe('error answers', () => {
  it('must carry the documented error.code and no field the document forbids', async () => {
    const apiRule = contractRules.filter((r) => r.call === 'api' && r.rule.startsWith('404 '));
    const answers = [
      '{"error":{"code":"missing","message":"No such path"}}',
      '{"error":{"code":"not_found","message":"No such path"},"requestId":"r1"}',
      '{"error":{"code":"not_found","message":"No such path"}}',
    ];
    const outcomes = [];
    for (const body of answers) {
      const baseUrl = await serve((_req, res) => res.writeHead(404, { 'Content-Type': 'application/json' }).end(body));
      outcomes.push((await runRules(await remoteTarget({ baseUrl, timeoutMs: 1000, rateLimit: 'off' }), apiRule)).map((r) => r.detail ?? r.outcome));
      server!.closeAllConnections();
      await new Promise<void>((resolve) => server!.close(() => resolve()));
      server = undefined;
    }
    expect(outcomes).toEqual([
      ["expected error.code 'not_found' for 404, got 'missing'"],
      ['the error body carries fields the document does not allow (additionalProperties: false): requestId'],
      ['passed'],
    ]);
  });
});

describe('the command line', () => {
  it('gives the preflight only the --timeout-ms it was given', async () => {
    const baseUrl = await serve((_req, res) => {
      setTimeout(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(stats), 1000).unref();
    });
    expect(await preflight((await remoteTarget({ baseUrl, timeoutMs: 100 })).target)).toBe(
      `Preflight failed: GET ${baseUrl}/api/stats/live: no answer within 100 ms; check --base-url (or CONTRACT_BASE_URL): it must be the origin that serves /api (for example http://127.0.0.1:3001).`,
    );
  });

  it('writes the JSON and JUnit reports with the failure when the preflight fails', async () => {
    const baseUrl = await serve((_req, res) => res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>Orbital</title>'));
    const folder = mkdtempSync(path.join(tmpdir(), 'contract-cli-'));
    try {
      const [json, junit] = [path.join(folder, 'r.json'), path.join(folder, 'r.xml')];
      expect(await main(['--base-url', baseUrl, '--json', json, '--junit', junit])).toBe(1);
      const report = JSON.parse(readFileSync(json, 'utf8')) as { totals: unknown; results: Array<{ rule: string; detail: string }> };
      expect(report.totals).toEqual({ rules: 1, passed: 0, failed: 1, skipped: 0 });
      expect(report.results[0]!.rule).toBe('preflight: GET /api/stats/live answers JSON');
      expect(report.results[0]!.detail).toMatch(/answered 200 with HTML \(text\/html\), not JSON/);
      expect(readFileSync(junit, 'utf8')).toContain('tests="1" failures="1" errors="0" skipped="0"');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuses an unknown call for --only, naming the calls', async () => {
    expect(await main(['--base-url', 'http://127.0.0.1:9', '--only', 'booking.schedul'])).toBe(2);
  });
});
