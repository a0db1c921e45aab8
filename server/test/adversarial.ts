// Issue 12's regression test for hostile strings: every string field of every call, one at a time,
// filled with known adversarial shapes (the email pattern's quadratic shape, runs of '@', spaces,
// NUL, lone surrogates, combining marks...):
//  - in process, at 1 MB, through the contract's validation (what the mocks and the server share);
//  - over HTTP against a running server, at the largest size the call's body limit lets through (so
//    the validators, not only the size check, see it), and at 1 MB per call (answered by the limit),
//    while another call keeps being answered.
// Every one must be refused with a 4xx (field messages unless the whole body is too large).
// server/test/suite.ts runs it; `npm run bench:server` prints the time of each.
import { Agent, request } from 'node:http';
import { buildPath, contract, endpoints, MAX_RECORD_BYTES, validateRequest, type Endpoint } from '../../src/contract/index.ts';
import { samples } from '../../contract-tests/samples.ts';
import { httpRequest } from './harness.ts';
import { validSample } from './sweep.ts';

const MB = 1024 * 1024;

export interface Shape {
  label: string;
  /** A string of about `chars` UTF-16 code units. */
  make: (chars: number) => string;
}

export function adversarialCases(): Shape[] {
  const repeat = (unit: string) => (chars: number) => unit.repeat(Math.max(1, Math.floor(chars / unit.length)));
  return [
    { label: "email backtracking 'a@' + '.'*n + '@'", make: (n) => `a@${'.'.repeat(n)}@` },
    { label: "dotted domain 'a@' + 'a.'*n + ' '", make: (n) => `a@${'a.'.repeat(n / 2)} ` },
    { label: "'@'*n", make: repeat('@') },
    { label: "'x'*n", make: repeat('x') },
    { label: 'spaces', make: repeat(' ') },
    { label: 'NUL characters', make: repeat('\u0000') },
    { label: 'lone surrogates', make: repeat('\ud800') },
    { label: 'combining marks (NFC work)', make: repeat('e\u0301') },
    { label: "digits and dashes '1-'*n", make: repeat('1-') },
  ];
}

type Path = (string | number)[];

/** The path of every string in a valid sample body (nested metadata and transcript turns included). */
function stringPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => stringPaths(child, [...path, Array.isArray(value) ? Number(key) : key]));
}

function withValue(sample: unknown, path: Path, value: string): unknown {
  const copy = structuredClone(sample) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path.at(-1)!] = value;
  return copy;
}

function sampleFor(endpoint: Endpoint): unknown {
  if (endpoint.id === 'chat.start') return { ...samples.chatStart(), messages: [{ role: 'user', content: 'Hello' }] };
  return validSample[endpoint.id]();
}

const posts = () => endpoints.filter((e) => e.method === 'POST');

export interface InProcessResult {
  label: string;
  /** Refused, or accepted as something small (1 MB of spaces in an optional field is an empty field). */
  ok: boolean;
  ms: number;
}

/** Every string field at 1 MB of every shape through the contract's validation, in this process. */
export function validateAdversarial(): InProcessResult[] {
  const results: InProcessResult[] = [];
  for (const endpoint of posts()) {
    const sample = sampleFor(endpoint);
    for (const path of stringPaths(sample)) {
      for (const shape of adversarialCases()) {
        const body = withValue(sample, path, shape.make(MB));
        const started = performance.now();
        const result = validateRequest(endpoint as never, { params: { id: 'session' }, body });
        const ms = performance.now() - started;
        const ok = !result.ok || Buffer.byteLength(JSON.stringify(result.body)) <= MAX_RECORD_BYTES;
        results.push({ label: `${endpoint.id} ${path.join('.')} ${shape.label}`, ok, ms });
      }
    }
  }
  return results;
}

/** A string of the shape whose body is as large as the call allows (JSON escapes some characters into 6 bytes). */
function fitted(endpoint: Endpoint, sample: unknown, path: Path, shape: Shape): string {
  const bytes = (n: number) => Buffer.byteLength(JSON.stringify(withValue(sample, path, shape.make(n))));
  const overhead = bytes(0);
  const budget = endpoint.maxBodyBytes - overhead - 64;
  const probe = 10_000;
  let n = Math.floor((probe * budget) / (bytes(probe) - overhead));
  while (n > 1 && bytes(n) > endpoint.maxBodyBytes) n = Math.floor(n * 0.95);
  return shape.make(n);
}

export interface HttpResult {
  endpoint: string;
  label: string;
  status: number;
  /** The 4xx names the field (or is a whole-body 413). */
  explained: boolean;
  ms: number;
}

/** POSTs a body and resolves at the answer; an upload the server cut after answering is not an error. */
function post(url: string, body: string, agent: Agent): Promise<{ status: number; text: string; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

function explained(status: number, text: string): boolean {
  if (status === 413) return true;
  try {
    const body = JSON.parse(text) as { error?: { fields?: Record<string, string> } };
    return Object.values(body.error?.fields ?? {}).some((message) => message.length > 0);
  } catch {
    return false;
  }
}

export interface AdversarialRun {
  results: HttpResult[];
  /** GET stats.live answers received while the adversarial requests ran, and the slowest of them. */
  sideAnswers: number;
  sideSlowestMs: number;
}

export async function runAdversarial(baseUrl: string): Promise<AdversarialRun> {
  const agent = new Agent({ keepAlive: false });
  const chat = await httpRequest(`${baseUrl}${buildPath(contract['chat.start'])}`, { method: 'POST', body: JSON.stringify(samples.chatStart()) });
  const sessionId = (JSON.parse(chat.text) as { id: string }).id;
  let running = true;
  let sideAnswers = 0;
  let sideSlowestMs = 0;
  const side = (async () => {
    while (running) {
      const answer = await httpRequest(`${baseUrl}${buildPath(contract['stats.live'])}`).catch(() => undefined);
      if (answer?.status === 200) {
        sideAnswers++;
        sideSlowestMs = Math.max(sideSlowestMs, answer.ms);
      }
    }
  })();

  const results: HttpResult[] = [];
  try {
    for (const endpoint of posts()) {
      const url = `${baseUrl}${buildPath(endpoint, endpoint.params ? { id: sessionId } : undefined)}`;
      const sample = sampleFor(endpoint);
      for (const path of stringPaths(sample)) {
        for (const shape of adversarialCases()) {
          const answer = await post(url, JSON.stringify(withValue(sample, path, fitted(endpoint, sample, path, shape))), agent);
          // Spaces in an optional field are an empty field: accepted, and small.
          if (answer.status < 300 && shape.label === 'spaces') continue;
          results.push({ endpoint: endpoint.id, label: `${path.join('.')} ${shape.label}`, status: answer.status, explained: explained(answer.status, answer.text), ms: answer.ms });
        }
      }
      const [first] = stringPaths(sample);
      if (!first) continue;
      const huge = await post(url, JSON.stringify(withValue(sample, first!, adversarialCases()[0]!.make(MB))), agent).catch(() => undefined);
      results.push({ endpoint: endpoint.id, label: `${first!.join('.')} at 1 MB`, status: huge?.status ?? 0, explained: huge ? explained(huge.status, huge.text) : false, ms: huge?.ms ?? NaN });
    }
  } finally {
    running = false;
    await side;
    agent.destroy();
  }
  return { results, sideAnswers, sideSlowestMs };
}
