// `node contract-tests/tools/planted-bugs.ts [--target independent|reference]`: the table of issue 48's
// closing note. One bug at a time is planted by a rewriting proxy on loopback (a server that is wrong
// in one way), and the single-file kit is run against it as a backend team would; each row says
// whether it failed (exit code), how many rules failed, and the first failure's reason. The proxy
// stands in front of the target: by default (`independent`) the throwaway server written from
// public/openapi.json alone (contract-tests/tools/independent-server.ts, in this process, its reset mails
// read by a reset-token source the script writes), or with `--target reference` the site's own
// reference server (server/). Not part of `npm test` (about two minutes); the four bugs issue 48 found
// missed, and issue 61's two (a 429 without Retry-After, a null taken for a value left out), are
// proven in contract-tests/planted-bugs.unit.test.ts. The rows whose bug needs a 429 run the kit paced,
// as a team runs it, against a server with the documented limits (--only api: its rate-limit rules).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { emailPattern } from '../../src/contract/formats.ts';
import { CONTRACT_BUNDLE_NAME, writeContractBundle } from './bundle.ts';
import { startIndependentServer } from './independent-server.ts';
import { startServerProcess, tempDataFile } from '../../server/test/harness.ts';

interface Exchange {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
}
interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}
interface Bug {
  name: string;
  /**
   * The row runs against the independent server with its documented rate limits, the kit paced as a
   * team runs it (no --rate-limit off), for the kit's rate-limit rules only (--only api: the rest of
   * a paced run takes minutes and meets no limit).
   */
  limited?: true;
  request?: (req: Exchange) => Exchange;
  answer?: (req: Exchange, res: Answer) => Answer | Promise<Answer>;
}

const json = (text: string): Record<string, unknown> | undefined => {
  try {
    const value = JSON.parse(text) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
};
const on = (path: string, req: Exchange) => req.path.split('?')[0] === path;
/** The request with its JSON body edited; a body over 16 KB passes as it is, so the 413 rules see it. */
const editBody = (req: Exchange, edit: (body: Record<string, unknown>) => Record<string, unknown>): Exchange => {
  const body = req.body.length > 16 * 1024 ? undefined : json(req.body);
  return body ? { ...req, body: JSON.stringify(edit(body)) } : req;
};
const fixEmail = (body: Record<string, unknown>) => (typeof body.email === 'string' && !emailPattern.test(body.email) ? { ...body, email: 'casey@northwind.example' } : body);

const bugs: Bug[] = [
  { name: '422 instead of 400 on validation', answer: (_q, r) => (r.status === 400 ? { ...r, status: 422 } : r) },
  { name: 'a required field (totalROI) missing from one answer', answer: (q, r) => (on('/api/roi/calculate', q) && r.status === 200 ? { ...r, body: JSON.stringify({ ...json(r.body), totalROI: undefined }) } : r) },
  { name: 'a 500 on one call (playground.analyze)', answer: (q, r) => (on('/api/playground/analyze', q) ? { ...r, status: 500, body: '{"error":{"code":"internal_error","message":"boom"}}' } : r) },
  { name: 'an invalid email accepted on every call', request: (q) => editBody(q, fixEmail) },
  { name: 'Content-Type text/html on one call (roi.calculate) carrying valid JSON', answer: (q, r) => (on('/api/roi/calculate', q) ? { ...r, headers: { ...r.headers, 'content-type': 'text/html' } } : r) },
  { name: 'an invalid email accepted by the booking call only', request: (q) => (on('/api/booking/schedule', q) ? editBody(q, fixEmail) : q) },
  {
    name: 'a 2 s delay on one call (stats.live)',
    answer: async (q, r) => {
      if (on('/api/stats/live', q)) await new Promise((resolve) => setTimeout(resolve, 2000));
      return r;
    },
  },
  {
    name: 'unknown fields, __proto__ and constructor dropped where additionalProperties is false (playground.analyze)',
    request: (q) => (on('/api/playground/analyze', q) ? editBody(q, (b) => Object.fromEntries(Object.entries(b).filter(([k]) => ['agentType', 'dataSource', 'analysisType'].includes(k)))) : q),
  },
  { name: 'own: 405 without an Allow header', answer: (_q, r) => (r.status === 405 ? { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== 'allow')) } : r) },
  { name: 'own: a too-long processType cut to 200 characters instead of refused (agents.analyze)', request: (q) => (on('/api/agents/analyze', q) ? editBody(q, (b) => (typeof b.processType === 'string' ? { ...b, processType: b.processType.slice(0, 200) } : b)) : q) },
  { name: "own: a 400 names 'goal' instead of the dot path 'responses.goal' (blueprint.generate)", answer: (q, r) => (on('/api/blueprint/generate', q) ? { ...r, body: r.body.replaceAll('"responses.', '"') } : r) },
  { name: 'own: a JSON body sent as text/plain accepted', request: (q) => (q.headers['content-type']?.startsWith('text/plain') ? { ...q, headers: { ...q.headers, 'content-type': 'application/json' } } : q) },
  // Issue 61 point 7.
  { name: 'issue 61: a 429 without Retry-After (the kit paced, its limits met by the rate-limit rules)', limited: true, answer: (_q, r) => (r.status === 429 ? { ...r, headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => k !== 'retry-after')) } : r) },
  { name: "issue 61: a null taken for a value left out (chat.start: userId, messages)", request: (q) => (on('/api/chat/start', q) ? editBody(q, (b) => Object.fromEntries(Object.entries(b).filter(([, v]) => v !== null))) : q) },
];

const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => resolve(text));
  });

/** A proxy to `upstream` that plants one bug. */
async function plant(bug: Bug, upstream: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
    let sent: Exchange = { method: req.method ?? 'GET', path: req.url ?? '/', headers, body: await read(req) };
    sent = bug.request ? bug.request(sent) : sent;
    const forwarded = Object.fromEntries(Object.entries(sent.headers).filter(([k]) => ['content-type'].includes(k)));
    const upstreamRes = await fetch(`${upstream}${sent.path}`, { method: sent.method, headers: forwarded, body: ['GET', 'HEAD'].includes(sent.method) ? undefined : sent.body });
    let answer: Answer = { status: upstreamRes.status, headers: Object.fromEntries(upstreamRes.headers), body: await upstreamRes.text() };
    answer = bug.answer ? await bug.answer(sent, answer) : answer;
    const { 'content-length': _length, 'content-encoding': _encoding, 'transfer-encoding': _transfer, connection: _connection, ...rest } = answer.headers;
    res.writeHead(answer.status, rest).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

function runKit(bundle: string, baseUrl: string, extra: string[], paced = false): Promise<{ code: number | null; out: string }> {
  const how = paced ? ['--only', 'api'] : ['--rate-limit', 'off'];
  const run = spawn(process.execPath, [bundle, '--base-url', baseUrl, ...how, '--seed', '48', ...extra], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  run.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  run.stderr.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  return new Promise((resolve) => run.once('exit', (code) => resolve({ code, out })));
}

const { target } = parseArgs({ options: { target: { type: 'string', default: 'independent' } } }).values;
if (target !== 'independent' && target !== 'reference') throw new Error(`--target must be 'independent' or 'reference', got '${target}'`);
const folder = mkdtempSync(path.join(tmpdir(), 'contract-planted-'));
const bundle = path.join(folder, CONTRACT_BUNDLE_NAME);
await writeContractBundle(bundle);
/** The target server, its URL and what the kit needs besides: the independent server's reset mails go to mail.jsonl, read by a reset-token source as the README's example. */
async function startTarget(): Promise<{ url: string; extra: string[]; stop: () => Promise<void> }> {
  if (target === 'reference') {
    const data = await tempDataFile('orbital-planted-');
    const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '100000' } });
    return { url: server.url, extra: [], stop: async () => (await server.stop(), await data.cleanup()) };
  }
  const mailFile = path.join(folder, 'mail.jsonl');
  const source = path.join(folder, 'reset-token-source.mjs');
  writeFileSync(source, `import { readFile } from 'node:fs/promises';
export default async function resetTokenFor(email) {
  for (let i = 0; i < 100; i++) {
    const mails = (await readFile(${JSON.stringify(mailFile)}, 'utf8').catch(() => '')).split('\\n').filter(Boolean).map((line) => JSON.parse(line));
    const link = mails.filter((mail) => mail.to === email).at(-1)?.link;
    if (link) return new URL(link).searchParams.get('token') ?? undefined;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}
`);
  const server = await startIndependentServer({ rateLimit: false, mailFile });
  return { url: server.url, extra: ['--reset-token-source', source], stop: server.close };
}
/** The independent server with its documented limits, for the rows whose bug needs a 429 (bug.limited). */
async function startLimited(): Promise<{ url: string; stop: () => Promise<void> }> {
  if (target === 'reference') {
    const data = await tempDataFile('orbital-planted-limited-');
    const server = await startServerProcess({ dataFile: data.file, env: {} });
    return { url: server.url, stop: async () => (await server.stop(), await data.cleanup()) };
  }
  const server = await startIndependentServer({ rateLimit: true });
  return { url: server.url, stop: server.close };
}
const upstream = await startTarget();
const rows = ['| planted bug | exit code | failed rules | first failure |', '|---|---|---|---|'];
const countFailures = (out: string) => out.split('\n').filter((line) => /^\s+FAIL /.test(line)).length;
try {
  const clean = await runKit(bundle, upstream.url, upstream.extra);
  const serverName = target === 'reference' ? 'reference' : 'independent';
  rows.push(`| none (the ${serverName} server) | ${clean.code} | ${countFailures(clean.out)} | |`);
  const limitedClean = await startLimited();
  const cleanPaced = await runKit(bundle, limitedClean.url, [], true);
  await limitedClean.stop();
  rows.push(`| none (the ${serverName} server with its documented limits, the kit paced, --only api) | ${cleanPaced.code} | ${countFailures(cleanPaced.out)} | |`);
  for (const bug of bugs) {
    // A fresh limited server per row, its buckets full; the unlimited one serves the rest.
    const limited = bug.limited ? await startLimited() : undefined;
    const proxy = await plant(bug, limited?.url ?? upstream.url);
    const { code, out } = await runKit(bundle, proxy.url, bug.limited ? [] : upstream.extra, bug.limited);
    proxy.server.closeAllConnections();
    await new Promise<void>((resolve) => proxy.server.close(() => resolve()));
    await limited?.stop();
    const failures = out.split('\n').filter((line) => /^\s+FAIL /.test(line));
    const first = (failures[0] ?? '').replace(/^\s+FAIL /, '').replaceAll('|', '\\|');
    rows.push(`| ${bug.name} | ${code} | ${failures.length} | ${first.length > 220 ? `${first.slice(0, 220)}...` : first} |`);
    console.error(`${bug.name}: exit ${code}, ${failures.length} failed`);
  }
} finally {
  await upstream.stop();
  rmSync(folder, { recursive: true, force: true });
}
console.log(rows.join('\n'));
