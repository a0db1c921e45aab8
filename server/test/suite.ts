// `npm run test:server` (CI): the reference server as a black box, on loopback, each instance on a
// free port with a temp data file and stopped by PID.
//  1. the contract suite against it, its rate limit raised and the kit's pacing off (--rate-limit off,
//     for speed; the pacer has its own tests, contract-tests/pacing.unit.test.ts), reset tokens read
//     from its mail log;
//  2. the bad-input sweep (server/test/sweep.ts) against a second instance with the limit raised;
//  3. server-only behaviour: rate limit 429 + Retry-After, security headers, CORS, persistence across
//     a restart, no captured data in the log, chat.message's event stream (with the scripted fake provider).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, contract, matchPath } from '../../src/contract/index.ts';
import { recordProblem } from '../store/records.ts';
import { samples } from '../../contract-tests/samples.ts';
import { httpRequest, repoRoot, startServerProcess, storedRecords, tempDataFile, type LogLine, type ServerProcess } from './harness.ts';
import { describeSweep, runSweep } from './sweep.ts';
import { startFakeLlm } from './llm-fake.ts';
import { adversarialCases, runAdversarial, validateAdversarial } from './adversarial.ts';
import { runFuzz } from './fuzz.ts';
import { configChecks, leadsToolChecks, mailChecks, resetLinkCatcher, webhookChecks } from './webhooks.ts';
import { storeStartChecks } from './store-checks.ts';
import { leadsToolErrorChecks } from './leads-cli-checks.ts';
import { roundRobin, startPostgres } from './postgres-harness.ts';

/**
 * The contract suite as this step runs it: the rate limit's pacing off, and the answer-time budget
 * (1000 ms by default against a server) as a hang guard only: this step runs beside the builds and
 * the browser tests, whose load can hold up one answer past the budget, so here a time would be a
 * flaky assertion. The server's answer times are measured by `npm run bench:server`, which runs alone.
 */
const contractSuiteArgs = ['contract-tests/main.ts', '--rate-limit', 'off', '--max-response-ms', '15000'];

const results: { name: string; ok: boolean; detail: string }[] = [];
const record = (name: string, ok: boolean, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const noProblems = (server: ServerProcess) =>
  server.problems.length === 0 ? '' : `server logged ${server.problems.length} errors/5xx, first: ${JSON.stringify(server.problems[0])}`;

/** The server's limit for a kit run with --rate-limit off (the test-only setting the kit is told of). */
const UNPACED_LIMIT = { RATE_LIMIT_MAX: '100000' };

async function contractSuite(): Promise<void> {
  const data = await tempDataFile('orbital-contract-');
  const mailLog = path.join(path.dirname(data.file), 'mail.jsonl');
  // Reset links travel by mail only (never in the log, issue 47): a real SMTP server catches them.
  const smtp = await resetLinkCatcher(mailLog);
  const server = await startServerProcess({ dataFile: data.file, env: { SMTP_URL: smtp.url, ...UNPACED_LIMIT } });
  try {
    console.log(`\n── contract suite against ${server.url} (pid ${server.pid}, rate limit raised, --rate-limit off)`);
    // Asynchronous: this process must keep reading the server's log (the mail lines) meanwhile.
    const suite = spawn(process.execPath, contractSuiteArgs, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        CONTRACT_BASE_URL: server.url,
        CONTRACT_RESET_TOKEN_SOURCE: 'server/test/reset-token-source.ts',
        SERVER_MAIL_LOG: mailLog,
      },
    });
    const status = await new Promise<number | null>((resolve) => suite.once('exit', (code) => resolve(code)));
    record('contract suite', status === 0, status === 0 ? '' : `the contract suite exited with ${status}`);
    const limited = server.requests.filter((r) => {
      const match = matchPath(String(r.method), String(r.path));
      return match.kind === 'found' && match.endpoint.rateLimit !== undefined;
    });
    record('contract suite: no 429', !server.requests.some((r) => r.status === 429), `${server.requests.length} requests, ${limited.length} of them rate-limited calls`);
    const problems = noProblems(server);
    record('contract suite: no 5xx or error in the server log', !problems, problems);
    const mailed = readFileSync(mailLog, 'utf8').split('\n').filter(Boolean).length;
    record('contract suite: reset links reached the mailbox and none is in the server log', mailed > 0 && !JSON.stringify(server.events).includes('token='), `${mailed} reset mails caught`);
  } finally {
    await server.stop();
    await smtp.close();
    await data.cleanup();
  }
}

async function sweep(): Promise<void> {
  const data = await tempDataFile('orbital-sweep-');
  const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '1000000' } });
  try {
    console.log(`\n── bad-input sweep against ${server.url} (pid ${server.pid})`);
    const result = await runSweep(server.url);
    const running = server.child.exitCode === null && server.child.signalCode === null;
    record('bad-input sweep: only 4xx for bad input, never 5xx, server keeps serving', result.failures.length === 0 && running, describeSweep(result));
    for (const failure of result.failures) console.log(`     ${failure}`);
    const problems = noProblems(server);
    record('bad-input sweep: no error in the server log', !problems, problems);
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

async function serverBehaviour(): Promise<void> {
  console.log('\n── server behaviour');
  const data = await tempDataFile('orbital-behaviour-');
  const origin = 'https://allowed.example';
  const env = { RATE_LIMIT_MAX: '5', RATE_LIMIT_WINDOW_MS: '60000', CORS_ORIGINS: `${origin}, https://other.example` };
  let server = await startServerProcess({ dataFile: data.file, env });
  try {
    const url = (id: 'stats.live' | 'roi.calculate' | 'leads.capture' | 'contact.submit') => `${server.url}${buildPath(contract[id])}`;
    const post = (id: 'roi.calculate' | 'leads.capture' | 'contact.submit', body: unknown, headers?: Record<string, string>) =>
      httpRequest(url(id), { method: 'POST', body: JSON.stringify(body), headers });

    // Persistence across a restart, and nothing captured in the request log.
    const lead = samples.pricingLead();
    const created = await post('leads.capture', lead, { 'x-forwarded-for': '203.0.113.9' });
    const id = (JSON.parse(created.text) as { id: string }).id;
    const logged = JSON.stringify(server.events) + JSON.stringify(server.problems);
    await server.stop();
    const stored = storedRecords<{ email: string }>(data.file, 'leads');
    server = await startServerProcess({ dataFile: data.file, env });
    const again = await post('leads.capture', samples.newsletter(lead.email));
    record(
      'persistence: a lead acknowledged before a restart is in the store after it, and the server answers',
      created.status === 201 && stored.some((l) => l.id === id && l.data.email === lead.email) && again.status === 201,
      `before ${created.status}, after restart ${again.status}`,
    );
    record('log: no captured email or body in the server log', !logged.includes(lead.email));

    // Rate limit: 5 writes per minute per client (the lead above was the first since the restart).
    const contact = samples.contact();
    const writes = [];
    for (let i = 0; i < 5; i++) writes.push(await post('contact.submit', { ...contact, email: `limit-${i}@example.com` }));
    const limited = writes[4]!;
    const retryAfter = Number(limited.headers['retry-after']);
    record(
      'rate limit: the 6th write of 5 per minute answers 429 with Retry-After and the error body',
      writes.slice(0, 4).every((w) => w.status === 201) && limited.status === 429 && retryAfter >= 1 && retryAfter <= 60 &&
        (JSON.parse(limited.text) as { error?: { code?: string } }).error?.code === 'rate_limited',
      `statuses ${writes.map((w) => w.status).join(',')}, Retry-After ${limited.headers['retry-after']}`,
    );
    // Calls that only compute have their own, larger bucket: 5 x 5 = 25 per minute here.
    const computed = [];
    for (let i = 0; i < 26; i++) computed.push((await post('roi.calculate', samples.roi())).status);
    record(
      'rate limit: every POST is limited; computing calls have their own larger bucket (the 26th of 25 answers 429)',
      computed.slice(0, 25).every((s) => s === 200) && computed[25] === 429,
      `roi.calculate statuses: ${computed.filter((s) => s === 200).length} x 200, then ${computed[25]}`,
    );

    // Security headers and CORS.
    const stats = await httpRequest(url('stats.live'), { headers: { origin } });
    const csp = String(stats.headers['content-security-policy']);
    record(
      'security headers on API answers (nosniff, CSP frame-ancestors none, no X-Powered-By)',
      stats.headers['x-content-type-options'] === 'nosniff' && csp.includes("frame-ancestors 'none'") && !stats.headers['x-powered-by'],
      csp,
    );
    const unknown = await httpRequest(`${server.url}/api/nothing-here`);
    const policies = (answer: typeof stats) =>
      String(answer.headers['permissions-policy']).includes('camera=()') &&
      answer.headers['cross-origin-opener-policy'] === 'same-origin' &&
      answer.headers['referrer-policy'] === 'strict-origin-when-cross-origin';
    record(
      'Permissions-Policy, Cross-Origin-Opener-Policy and Referrer-Policy on answers (200, 404, 429)',
      policies(stats) && policies(unknown) && policies(limited) && unknown.status === 404,
      String(stats.headers['permissions-policy']),
    );
    record('CORS: a configured origin is allowed', stats.headers['access-control-allow-origin'] === origin);
    const foreign = await httpRequest(url('stats.live'), { headers: { origin: 'https://evil.example' } });
    record('CORS: any other origin gets no CORS headers', foreign.headers['access-control-allow-origin'] === undefined);
    const preflight = await httpRequest(url('leads.capture'), {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    record('CORS: preflight from a configured origin answers 204', preflight.status === 204 && preflight.headers['access-control-allow-origin'] === origin);
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

/**
 * chat.message streamed (ADR 0076), on a server with a build (so behind the compression middleware)
 * and the scripted fake provider: the event stream's headers, no compression of it, JSON to every
 * other Accept, and a client that leaves mid-answer ending the provider's request and storing nothing.
 */
async function eventStream(): Promise<void> {
  const data = await tempDataFile('orbital-stream-');
  const site = path.join(path.dirname(data.file), 'site');
  mkdirSync(site);
  const files: [string, string][] = [['index.html', '<!doctype html><title>x</title>'], ['404.html', '<!doctype html><title>404</title>'], ['_headers', '/\n  X-Site: 1\n']];
  for (const [file, text] of files) writeFileSync(path.join(site, file), text);
  const fake = await startFakeLlm({ tokensPerSecond: 40 });
  const server = await startServerProcess({ dataFile: data.file, env: { STATIC_DIR: site, LLM_BASE_URL: fake.url, LLM_MODEL: 'fake', ...UNPACED_LIMIT } });
  try {
    const start = () => httpRequest(`${server.url}${buildPath(contract['chat.start'])}`, { method: 'POST', body: JSON.stringify(samples.chatStart()) }).then((a) => String((JSON.parse(a.text) as { id: string }).id));
    const message = (id: string) => `${server.url}${buildPath(contract['chat.message'], { id })}`;
    const body = JSON.stringify({ message: 'How much does the Enterprise plan cost?', agentType: 'sales' });
    const streamed = await httpRequest(message(await start()), { method: 'POST', body, headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' } });
    const h = streamed.headers;
    record(
      'stream: Accept: text/event-stream gets server-sent events, uncompressed, not cached or buffered, with the API policy',
      streamed.status === 200 && String(h['content-type']).startsWith('text/event-stream') && h['content-encoding'] === undefined && h['cache-control'] === 'no-store, no-transform' &&
        h['x-accel-buffering'] === 'no' && String(h.vary).includes('Accept') && String(h['content-security-policy']).startsWith("default-src 'none'") && /event: delta\n[^]*event: done\n/.test(streamed.text),
      JSON.stringify({ status: streamed.status, type: h['content-type'], encoding: h['content-encoding'], cache: h['cache-control'], end: streamed.text.slice(-120) }),
    );
    const json = await httpRequest(message(await start()), { method: 'POST', body, headers: { accept: '*/*' } });
    record('stream: any other Accept gets the JSON answer', json.status === 200 && String(json.headers['content-type']).startsWith('application/json') && String(json.headers.vary).includes('Accept'), String(json.headers['content-type']));

    // A visitor who leaves after the first words: the provider's request ends, nothing of the exchange is stored.
    const id = await start();
    const cancelledBefore = fake.cancelled;
    const gone = new AbortController();
    const res = await fetch(message(id), { method: 'POST', body, headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, signal: gone.signal });
    const reader = res.body!.getReader();
    for (let text = ''; !text.includes('event: delta'); ) text += new TextDecoder().decode((await reader.read()).value);
    gone.abort();
    for (let i = 0; i < 100 && fake.cancelled === cancelledBefore; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    const turns = storedRecords<{ sessionId: string }>(data.file, 'chatTurns').filter((t) => t.data.sessionId === id);
    record('stream: a client that leaves mid-answer ends the provider request and stores nothing', fake.cancelled > cancelledBefore && turns.length === 0, `provider answers cancelled: ${fake.cancelled - cancelledBefore}; turns stored: ${turns.length}`);
    record('stream: no error in the server log', !noProblems(server), noProblems(server));
  } finally {
    await server.stop();
    await fake.close();
    await data.cleanup();
  }
}

/** TRUST_PROXY=1: the right-most X-Forwarded-For address (the one our proxy wrote) is the client. */
async function trustProxy(): Promise<void> {
  const data = await tempDataFile('orbital-proxy-');
  const server = await startServerProcess({ dataFile: data.file, env: { TRUST_PROXY: '1', RATE_LIMIT_MAX: '2' } });
  try {
    const send = (forwarded: string) =>
      httpRequest(`${server.url}${buildPath(contract['contact.submit'])}`, {
        method: 'POST',
        body: JSON.stringify(samples.contact()),
        headers: { 'x-forwarded-for': forwarded },
      }).then((a) => a.status);
    // The client rotates the left-most entry; the proxy appends the real address.
    const rotated = [await send('198.51.100.1, 203.0.113.7'), await send('198.51.100.2, 203.0.113.7'), await send('198.51.100.3, 203.0.113.7')];
    const other = await send('198.51.100.1, 203.0.113.8');
    record(
      'trust proxy: a rotated left-most X-Forwarded-For does not escape the rate limit; the right-most address is the client',
      rotated.join(',') === '201,201,429' && other === 201,
      `same proxy-written client: ${rotated.join(',')}; another client: ${other}`,
    );
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

/** A JSON data file of the former store is imported once; one of the wrong shape stops the start and stays untouched. */
async function startChecks(): Promise<void> {
  const data = await tempDataFile('orbital-import-');
  const json = data.file.replace(/\.sqlite$/, '.json');
  try {
    const lead = { ...samples.newsletter(), id: 'imported-lead', createdAt: new Date().toISOString(), metadata: {} };
    const bad = JSON.stringify({ leads: [lead, { ...lead, id: 'bad-lead', source: 'billboard' }] });
    writeFileSync(json, bad);
    const lines: LogLine[] = [];
    const failed = await startServerProcess({ dataFile: data.file, onEvent: (line) => lines.push(line) }).then(
      async (server) => {
        await server.stop();
        return false;
      },
      () => true,
    );
    const message = JSON.stringify(lines.find((l) => l.event === 'start_failed') ?? {});
    record(
      'start: a data file with a record of the wrong shape stops the start, names the record, and is left untouched',
      failed && message.includes('leads bad-lead') && readFileSync(json, 'utf8') === bad,
      message.slice(0, 200),
    );
    writeFileSync(json, JSON.stringify({ leads: [lead] }));
    const server = await startServerProcess({ dataFile: data.file });
    await server.stop();
    const imported = storedRecords(data.file, 'leads');
    record('start: a JSON data file of the former store is imported', imported.length === 1 && imported[0]?.id === 'imported-lead');
  } finally {
    await data.cleanup();
  }
}

async function adversarial(): Promise<void> {
  console.log('\n── adversarial strings (issue 12)');
  const inProcess = validateAdversarial();
  const accepted = inProcess.filter((r) => !r.ok);
  record(
    `adversarial: every string field of every call at 1 MB of ${adversarialCases().length} shapes is refused by the contract (or kept small: spaces in an optional field)`,
    accepted.length === 0,
    `${inProcess.length} inputs, slowest ${Math.max(...inProcess.map((r) => r.ms)).toFixed(1)} ms${accepted.length ? `; accepted: ${accepted[0]?.label}` : ''}`,
  );
  const data = await tempDataFile('orbital-adversarial-');
  const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '1000000' } });
  try {
    const run = await runAdversarial(server.url);
    const wrong = run.results.filter((r) => r.status < 400 || r.status >= 500 || !r.explained);
    record(
      'adversarial over HTTP: each answers 4xx with field messages (or 413 for the whole body), and another call is answered meanwhile',
      wrong.length === 0 && run.sideAnswers > 0 && server.problems.length === 0,
      `${run.results.length} requests, statuses ${[...new Set(run.results.map((r) => r.status))].sort().join('/')}; stats.live answered ${run.sideAnswers} times meanwhile` +
        (wrong[0] ? `; first wrong: ${wrong[0].endpoint} ${wrong[0].label} -> ${wrong[0].status}` : ''),
    );
  } finally {
    await server.stop();
    await data.cleanup();
  }
}

async function fuzz(): Promise<void> {
  console.log('\n── fuzz (fast-check, issue 12)');
  const data = await tempDataFile('orbital-fuzz-');
  const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '1000000' } });
  let result;
  try {
    result = await runFuzz(server.url);
  } finally {
    await server.stop();
  }
  const captured = ['leads', 'contactMessages', 'bookings'].flatMap((kind) => storedRecords(data.file, kind).map((r) => ({ kind, ...r })));
  const invalid = captured.filter((r) => recordProblem(r.kind, r.data) !== undefined);
  record('fuzz: no 5xx, every 4xx carries field messages (or a whole-request reason)', result.failures.length === 0, `${result.requests} requests; ${result.failures[0] ?? ''}`);
  record(
    'fuzz: the store grows only by valid records, one per acknowledged capture',
    captured.length === result.created && invalid.length === 0,
    `${result.created} created (201), ${captured.length} stored, ${invalid.length} invalid${invalid[0] ? ` (first: ${invalid[0].kind} ${invalid[0].id}: ${recordProblem(invalid[0].kind, invalid[0].data)})` : ''}`,
  );
  await data.cleanup();
}

/**
 * Issue 47: the contract suite against two instances on one PostgreSQL (the harness's throwaway
 * server) behind a round-robin proxy, so consecutive calls of one case (forgot then reset, chat start
 * then message) reach different instances and must find each other's records.
 */
async function postgresContractSuite(): Promise<void> {
  const postgres = await startPostgres();
  const data = await tempDataFile('orbital-contract-pg-');
  const mailLog = path.join(path.dirname(data.file), 'mail.jsonl');
  const smtp = await resetLinkCatcher(mailLog);
  const env = { SMTP_URL: smtp.url, DATABASE_URL: postgres.createDatabase('contract'), ...UNPACED_LIMIT };
  const servers = await Promise.all([startServerProcess({ dataFile: data.file, env }), startServerProcess({ dataFile: data.file, env })]);
  const proxy = await roundRobin(() => servers.map((server) => server.url));
  try {
    console.log(`\n── contract suite against two instances on PostgreSQL behind ${proxy.url} (pids ${servers.map((s) => s.pid).join(', ')}, rate limit raised, --rate-limit off)`);
    const suite = spawn(process.execPath, contractSuiteArgs, {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, CONTRACT_BASE_URL: proxy.url, CONTRACT_RESET_TOKEN_SOURCE: 'server/test/reset-token-source.ts', SERVER_MAIL_LOG: mailLog },
    });
    const status = await new Promise<number | null>((resolve) => suite.once('exit', (code) => resolve(code)));
    record('postgres: the contract suite through a round-robin proxy to two instances', status === 0, status === 0 ? '' : `the contract suite exited with ${status}`);
    const served = servers.map((server) => server.requestCount());
    record('postgres: both instances answered', served.every((n) => n > 0), `requests per instance: ${served.join(', ')}`);
    const problems = servers.map(noProblems).filter(Boolean).join('; ');
    record('postgres: no 5xx or error in either log', !problems, problems);
  } finally {
    await proxy.close();
    await Promise.all(servers.map((server) => server.stop()));
    await smtp.close();
    await data.cleanup();
    await postgres.stop();
  }
}

const groups: Record<string, () => Promise<void>> = {
  contract: contractSuite,
  postgres: postgresContractSuite,
  sweep,
  behaviour: serverBehaviour,
  proxy: trustProxy,
  stream: eventStream,
  start: startChecks,
  store: () => storeStartChecks(record),
  adversarial,
  fuzz,
  webhooks: () => webhookChecks(record),
  mail: () => mailChecks(record),
  leads: async () => {
    await leadsToolChecks(record);
    await leadsToolErrorChecks(record);
  },
  config: () => configChecks(record),
};
// `npm run test:server -- store config` runs only those groups.
const only = process.argv.slice(2);
const unknownGroups = only.filter((name) => !(name in groups));
if (unknownGroups.length > 0) throw new Error(`unknown group(s) ${unknownGroups.join(', ')}; the groups: ${Object.keys(groups).join(', ')}`);
for (const [name, run] of Object.entries(groups)) if (only.length === 0 || only.includes(name)) await run();

const failed = results.filter((r) => !r.ok);
console.log(`\ntest:server: ${results.length - failed.length}/${results.length} checks passed`);
process.exit(failed.length === 0 ? 0 : 1);
