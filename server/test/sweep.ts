// `npm run test:server-sweep`: throws bad input at every call of the reference server (malformed JSON,
// wrong types, missing and unknown fields, huge and deeply nested bodies, script payloads, odd paths
// and content types) and checks that nothing answers 5xx, that every invalid request answers 4xx,
// that every answer is JSON with nosniff, and that the server keeps serving. Loopback only; bounded.
// Run alone it starts its own server (temp data file, rate limit raised); server/test/suite.ts
// calls runSweep() against its server.
import { Agent } from 'node:http';
import {
  buildPath,
  contract,
  endpoints,
  MAX_BODY_BYTES,
  type Endpoint,
  type EndpointId,
} from '../../src/contract/index.ts';
import { uniqueEmail } from '../../contract-tests/http.ts';
import { sampleBodyOf, samples } from '../../contract-tests/samples.ts';
import { httpRequest, startServerProcess, tempDataFile, type HttpAnswer } from './harness.ts';

/** A valid body of each call; the reset calls name a fresh address and an unknown token, so no mail is sent. */
export const validSample: Record<EndpointId, () => Record<string, unknown>> = {
  ...sampleBodyOf,
  'auth.forgot-password': () => ({ email: uniqueEmail('sweep-forgot') }),
  'auth.reset-password': () => ({ token: 'sweep-unknown-token-0123456789', newPassword: 'Orbital2025ok' }),
};

const scripts = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  "'; DROP TABLE leads; --",
  '{{7*7}} ${7*7}',
  '../../../../etc/passwd',
  '\u0000\u202e\ud83d\ude80',
];
const wrongValues: unknown[] = [123, -1, 1.5, true, null, [], {}, ['a'], { $gt: '' }, 'x'.repeat(20_000), ...scripts];

function deepJson(depth: number): string {
  return `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;
}

const rawBodies: { label: string; body: string | Buffer }[] = [
  { label: 'truncated JSON', body: '{"email": "casey@example.com",' },
  { label: 'bare word', body: 'nul' },
  { label: 'HTML', body: '<script>alert(1)</script>' },
  { label: 'null', body: 'null' },
  { label: 'true', body: 'true' },
  { label: 'number', body: '42' },
  { label: 'string', body: '"text"' },
  { label: 'array', body: '[]' },
  { label: 'empty object', body: '{}' },
  { label: 'NUL byte', body: '\u0000' },
  { label: 'invalid UTF-8', body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]) },
  { label: 'proto pollution', body: '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}' },
  { label: 'nested 40 deep', body: deepJson(40) },
  { label: 'nested 100k deep', body: deepJson(100_000) },
  { label: 'body over 256 KB', body: JSON.stringify({ padding: 'x'.repeat(MAX_BODY_BYTES + 1) }) },
  { label: 'body of 5 MB', body: JSON.stringify({ padding: 'x'.repeat(5 * 1024 * 1024) }) },
];

export interface SweepResult {
  requests: number;
  byStatus: Map<number, number>;
  failures: string[];
}

export async function runSweep(baseUrl: string): Promise<SweepResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: 4 });
  const result: SweepResult = { requests: 0, byStatus: new Map(), failures: [] };
  const fail = (what: string) => {
    if (result.failures.length < 50) result.failures.push(what);
  };

  /** expect: '4xx' for input the contract rejects, 'any' where a 2xx is fine too; 5xx always fails. */
  async function hit(
    label: string,
    method: string,
    path: string,
    options: { body?: string | Buffer; headers?: Record<string, string>; expect: '4xx' | 'any' },
  ): Promise<HttpAnswer | undefined> {
    let answer: HttpAnswer;
    try {
      answer = await httpRequest(`${baseUrl}${path}`, { method, body: options.body, headers: options.headers, agent, timeoutMs: 15_000 });
    } catch (error) {
      // Over 16x the call's limit the server may cut the upload after answering 413: the client sees a reset.
      if (label.includes('5 MB') || label.includes('256 KB') || label.includes('chunked')) return undefined;
      fail(`${label}: ${method} ${path} -> connection error ${(error as Error).message}`);
      return undefined;
    }
    result.requests++;
    result.byStatus.set(answer.status, (result.byStatus.get(answer.status) ?? 0) + 1);
    if (answer.status >= 500) fail(`${label}: ${method} ${path} -> ${answer.status} ${answer.text.slice(0, 120)}`);
    else if (options.expect === '4xx' && (answer.status < 400 || answer.status >= 500)) {
      fail(`${label}: ${method} ${path} -> ${answer.status}, expected 4xx`);
    }
    if (answer.status >= 400 && !String(answer.headers['content-type']).startsWith('application/json')) {
      fail(`${label}: ${method} ${path} -> ${answer.status} is not JSON (${answer.headers['content-type']})`);
    }
    if (answer.headers['x-content-type-options'] !== 'nosniff') fail(`${label}: ${method} ${path} has no nosniff header`);
    if (/at [^(]+\([^:]+:\d+:\d+\)|node:internal|\/work\//.test(answer.text)) fail(`${label}: ${method} ${path} leaks a stack trace or path`);
    return answer;
  }

  const json = (value: unknown) => JSON.stringify(value);
  const expectFor = (endpoint: Endpoint, body: unknown): '4xx' | 'any' =>
    endpoint.request && !endpoint.request.safeParse(body).success ? '4xx' : 'any';

  const chatStart = contract['chat.start'];
  const started = await hit('start a chat session', chatStart.method, buildPath(chatStart), { body: json(samples.chatStart()), expect: 'any' });
  const sessionId = started?.status === 201 ? (JSON.parse(started.text) as { id: string }).id : 'missing-session';

  for (const endpoint of endpoints) {
    const path = endpoint.params ? endpoint.path.replace(':id', sessionId) : endpoint.path;
    const wrongMethods = endpoint.method === 'GET' ? ['POST', 'PUT', 'PATCH', 'DELETE'] : ['GET', 'PUT', 'PATCH', 'DELETE'];
    for (const method of wrongMethods) await hit(`${endpoint.id} wrong method`, method, path, { expect: '4xx' });

    if (endpoint.method === 'GET') {
      await hit(`${endpoint.id} junk query`, 'GET', `${path}?x=<script>&__proto__[a]=1&${'q'.repeat(4000)}`, { expect: 'any' });
      await hit(`${endpoint.id} body on GET`, 'GET', path, { body: '{"bad":', expect: 'any' });
      continue;
    }

    for (const { label, body } of rawBodies) {
      const parsed = (() => {
        try {
          return { ok: true, value: JSON.parse(body.toString()) as unknown };
        } catch {
          return { ok: false, value: undefined };
        }
      })();
      const expected = parsed.ok && !label.includes('deep') && !label.includes('256 KB') && !label.includes('5 MB') ? expectFor(endpoint, parsed.value) : '4xx';
      await hit(`${endpoint.id} ${label}`, 'POST', path, { body, expect: expected });
    }
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      await hit(`${endpoint.id} content-type ${type}`, 'POST', path, { body: json(validSample[endpoint.id]()), headers: { 'content-type': type }, expect: '4xx' });
    }
    await hit(`${endpoint.id} no body`, 'POST', path, { expect: expectFor(endpoint, undefined) });

    const sample = validSample[endpoint.id]();
    await hit(`${endpoint.id} unknown field`, 'POST', path, {
      body: json({ ...sample, unknownField: '<script>alert(1)</script>', isAdmin: true }),
      expect: expectFor(endpoint, { ...sample, unknownField: 'x', isAdmin: true }),
    });
    for (const field of Object.keys(sample)) {
      const { [field]: _dropped, ...without } = sample;
      await hit(`${endpoint.id} missing ${field}`, 'POST', path, { body: json(without), expect: expectFor(endpoint, without) });
      for (const value of wrongValues) {
        const body = { ...sample, [field]: value };
        await hit(`${endpoint.id} ${field}=${JSON.stringify(value).slice(0, 30)}`, 'POST', path, { body: json(body), expect: expectFor(endpoint, body) });
      }
    }
  }

  // Path parameters and odd paths.
  const chatMessage = contract['chat.message'];
  for (const id of ['..%2F..%2Fetc%2Fpasswd', '%00', '%E0%A4%A', '<script>', 'x'.repeat(3000), '__proto__', 'constructor']) {
    await hit(`chat.message session id ${id.slice(0, 20)}`, 'POST', chatMessage.path.replace(':id', id), { body: json(samples.chatMessage()), expect: '4xx' });
  }
  for (const path of ['/api', '/api/', '/api/%', '/api/../db', '/db', '/leads', '/api/leads', '//api//stats//live', '/api/stats/live/extra', `/${'a'.repeat(8000)}`, '/%2e%2e/%2e%2e/etc/passwd']) {
    await hit(`path ${path.slice(0, 30)}`, 'GET', path, { expect: '4xx' });
  }
  // A chunked upload over the limit, without Content-Length.
  const capture = contract['leads.capture'];
  await hit('chunked body over 256 KB', 'POST', capture.path, {
    body: json({ padding: 'x'.repeat(MAX_BODY_BYTES * 2) }),
    headers: { 'transfer-encoding': 'chunked' },
    expect: '4xx',
  });

  agent.destroy();
  const alive = await httpRequest(`${baseUrl}${buildPath(contract['stats.live'])}`).catch(() => undefined);
  if (alive?.status !== 200) fail(`after the sweep the server does not serve: ${alive?.status ?? 'no answer'}`);
  return result;
}

export function describeSweep(result: SweepResult): string {
  const statuses = [...result.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`).join(', ');
  const fiveXx = [...result.byStatus].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
  return `sweep: ${result.requests} requests over ${endpoints.length} calls; statuses {${statuses}}; 5xx: ${fiveXx}; failures: ${result.failures.length}`;
}

if (import.meta.main) {
  const data = await tempDataFile('orbital-sweep-');
  const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '1000000' } });
  let ok = false;
  try {
    const result = await runSweep(server.url);
    console.log(describeSweep(result));
    for (const failure of result.failures) console.log(`  FAIL ${failure}`);
    const exited = server.child.exitCode !== null || server.child.signalCode !== null;
    console.log(`sweep: server errors logged: ${server.problems.length}; server still running: ${!exited}`);
    ok = result.failures.length === 0 && server.problems.length === 0 && !exited;
  } finally {
    await server.stop();
    await data.cleanup();
  }
  console.log(`sweep: ${ok ? 'PASS' : 'FAIL'}`);
  process.exit(ok ? 0 : 1);
}
