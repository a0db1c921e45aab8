// `npm run test:server` (CI): the reference server as a black box, on loopback, each instance on a
// free port with a temp data file and stopped by PID.
//  1. the contract suite against it with the default rate limit (reset tokens read from its mail log);
//  2. the bad-input sweep (scripts/server-sweep.ts) against a second instance with the limit raised;
//  3. server-only behaviour: rate limit 429 + Retry-After, security headers, CORS, persistence across
//     a restart, no captured data in the log.
import { spawn } from 'node:child_process';
import { appendFileSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildPath, contract, matchPath } from '../src/contract/index.ts';
import { loadConfig } from '../server/config.ts';
import { storesData } from '../server/routes.ts';
import { samples } from '../contract-tests/samples.ts';
import { httpRequest, repoRoot, startServerProcess, tempDataFile, type LogLine, type ServerProcess } from './server-harness.ts';
import { describeSweep, runSweep } from './server-sweep.ts';

const results: { name: string; ok: boolean; detail: string }[] = [];
const record = (name: string, ok: boolean, detail = '') => {
  results.push({ name, ok, detail });
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name}${detail ? `: ${detail}` : ''}`);
};
const noProblems = (server: ServerProcess) =>
  server.problems.length === 0 ? '' : `server logged ${server.problems.length} errors/5xx, first: ${JSON.stringify(server.problems[0])}`;

async function contractSuite(): Promise<void> {
  const data = await tempDataFile('orbital-contract-');
  const mailLog = path.join(path.dirname(data.file), 'mail.jsonl');
  const server = await startServerProcess({
    dataFile: data.file,
    onEvent: (line: LogLine) => {
      if (line.event === 'mail') appendFileSync(mailLog, `${JSON.stringify(line)}\n`);
    },
  });
  try {
    console.log(`\n── contract suite against ${server.url} (pid ${server.pid}, default rate limit)`);
    // Asynchronous: this process must keep reading the server's log (the mail lines) meanwhile.
    const suite = spawn(process.execPath, ['contract-tests/main.ts'], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: {
        ...process.env,
        CONTRACT_BASE_URL: server.url,
        CONTRACT_RESET_TOKEN_SOURCE: 'scripts/server-reset-token-source.ts',
        SERVER_MAIL_LOG: mailLog,
      },
    });
    const status = await new Promise<number | null>((resolve) => suite.once('exit', (code) => resolve(code)));
    record('contract suite', status === 0, status === 0 ? '' : `the contract suite exited with ${status}`);
    const limited = server.requests.filter((r) => {
      const match = matchPath(String(r.method), String(r.path));
      return match.kind === 'found' && storesData(match.endpoint);
    });
    const config = loadConfig({});
    record(
      'contract suite: within the default rate limit (no 429)',
      !server.requests.some((r) => r.status === 429),
      `${server.requests.length} requests, ${limited.length} of them rate-limited calls; default limit ${config.rateLimit.max} per ${config.rateLimit.windowMs / 1000} s per client`,
    );
    const problems = noProblems(server);
    record('contract suite: no 5xx or error in the server log', !problems, problems);
  } finally {
    await server.stop();
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
    server = await startServerProcess({ dataFile: data.file, env });
    const stored = JSON.parse(readFileSync(data.file, 'utf8')) as { leads: { id: string; email: string }[] };
    const again = await post('leads.capture', samples.newsletter(lead.email));
    record(
      'persistence: a lead acknowledged before a restart is in the data file after it, and the server answers',
      created.status === 201 && stored.leads.some((l) => l.id === id && l.email === lead.email) && again.status === 201,
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
    const roi = await post('roi.calculate', samples.roi());
    record('rate limit: calls that store nothing are not limited', roi.status === 200, `roi.calculate -> ${roi.status}`);

    // Security headers and CORS.
    const stats = await httpRequest(url('stats.live'), { headers: { origin } });
    const csp = String(stats.headers['content-security-policy']);
    record(
      'security headers on API answers (nosniff, CSP frame-ancestors none, no X-Powered-By)',
      stats.headers['x-content-type-options'] === 'nosniff' && csp.includes("frame-ancestors 'none'") && !stats.headers['x-powered-by'],
      csp,
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

await contractSuite();
await sweep();
await serverBehaviour();

const failed = results.filter((r) => !r.ok);
console.log(`\ntest:server: ${results.length - failed.length}/${results.length} checks passed`);
process.exit(failed.length === 0 ? 0 : 1);
