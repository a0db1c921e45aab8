// `npm run test:server-faults` (issue 59): what a bad day of the database does to the reference
// server, for real. Two server processes that deliver webhooks and sales mails share one throwaway
// PostgreSQL behind a round-robin proxy; a third on the same database has neither channel configured
// and takes no request. Under a load of leads:
// 1. every backend connection of the database is terminated (pg_terminate_backend), then the database
//    is restarted (fast shutdown, as `pg_ctl stop` does, and started again 2 s later);
// 2. the database runs out of connection slots (a role limited to 4 connections, pools of 10);
// 3. 50 identical newsletter sign-ups arrive at once, split between the instances.
// It passes when both processes stay up and serve again by themselves, every answer is 201 or 503
// with Retry-After (never a 500), no acknowledged lead is lost or stored twice, every acknowledged
// lead is delivered at least once (the instance without channels takes none of the messages), the
// sign-ups store one lead, and each process exits 0 when stopped. It prints the counts.
import pg from 'pg';
import { buildPath, contract, type RequestOf } from '../../src/contract/index.ts';
import { roundRobin, startPostgres, type Proxy } from './postgres-harness.ts';
import { httpRequest, startServerProcess, tempDataFile, type HttpAnswer, type ServerProcess } from './harness.ts';
import { newSecret, Receiver, smtpCatcher } from './webhooks.ts';

const leadPath = buildPath(contract['leads.capture']);
const runId = Date.now().toString(36);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const SALES = 'sales@orbital-agents.example';

const pricingLead = (n: number): RequestOf<'leads.capture'> => ({
  email: `fault-${runId}-${n}@example.com`,
  source: 'pricing_page',
  firstName: 'Fault',
  company: 'Bad Day Inc.',
  metadata: { name: 'Fault Lead', company: 'Bad Day Inc.', phone: '+1 555 0100', planType: 'Mid-Market', submittedAt: new Date().toISOString() },
});

interface Tally {
  statuses: Map<string, number>;
  /** Lead id and email of every 201. */
  acknowledged: Map<string, string>;
  /** 503s without a Retry-After header, and any 5xx other than 503. */
  badFailures: string[];
  /** 201s answered after the last fault ended: the server served again by itself. */
  servedAfter: number;
}

/** Sends leads through the proxy, `concurrency` at once, until `until` settles. */
async function load(proxyUrl: string, until: Promise<unknown>, concurrency: number, faultsOver: () => boolean, first = 0): Promise<Tally> {
  const tally: Tally = { statuses: new Map(), acknowledged: new Map(), badFailures: [], servedAfter: 0 };
  let next = first;
  let done = false;
  void until.finally(() => (done = true));
  const count = (key: string) => tally.statuses.set(key, (tally.statuses.get(key) ?? 0) + 1);
  const worker = async () => {
    while (!done) {
      const body = pricingLead(next++);
      let answer: HttpAnswer;
      try {
        answer = await httpRequest(`${proxyUrl}${leadPath}`, { method: 'POST', body: JSON.stringify(body), timeoutMs: 15_000 });
      } catch {
        count('connection error');
        continue;
      }
      count(String(answer.status));
      if (answer.status === 201) {
        tally.acknowledged.set((JSON.parse(answer.text) as { id: string }).id, body.email);
        if (faultsOver()) tally.servedAfter++;
      } else if (answer.status === 503 && answer.headers['retry-after']) {
        await pause(50); // a client told to come back does not hammer
      } else if (answer.status >= 500) {
        tally.badFailures.push(`${answer.status}${answer.status === 503 ? ' without Retry-After' : ''}`);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return tally;
}

const postgres = await startPostgres();
const secret = newSecret();
const hooks = new Receiver([secret]);
const smtp = await smtpCatcher();
const data = await tempDataFile('orbital-faults-');
const instances: ServerProcess[] = [];
const proxies: Proxy[] = [];
const failures: string[] = [];
const check = (what: string, ok: boolean, detail = '') => {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
};
const alive = (server: ServerProcess) => server.child.exitCode === null && server.child.signalCode === null;
const exitOf = (server: ServerProcess) => (alive(server) ? 'running' : `exited ${server.child.exitCode ?? server.child.signalCode}`);
/** Why the instances answered 503 (their store_unavailable lines), counted by reason. */
const reasons = () =>
  JSON.stringify(
    Object.fromEntries(
      instances
        .flatMap((i) => i.events.filter((e) => e.event === 'store_unavailable').map((e) => String(e.reason)))
        .reduce((m, r) => m.set(r, (m.get(r) ?? 0) + 1), new Map<string, number>()),
    ),
  );
const statusLine = (tally: Tally) => JSON.stringify(Object.fromEntries([...tally.statuses].sort()));

try {
  await hooks.start();
  const url = postgres.createDatabase('faults');
  const common = { DATABASE_URL: url, RATE_LIMIT_MAX: '100000000', RATE_LIMIT_COMPUTE_MAX: '100000000' };
  const delivering = { ...common, WEBHOOK_URL: hooks.url, WEBHOOK_SECRET: secret, WEBHOOK_RETRY_DELAYS: '0.5,1,2,4,8', SMTP_URL: smtp.url, SALES_EMAIL: SALES };
  const started = await Promise.all([delivering, delivering, common].map((env) => startServerProcess({ dataFile: data.file, env })));
  instances.push(...started);
  const [, , plain] = started as [ServerProcess, ServerProcess, ServerProcess];
  const proxy = await roundRobin(() => started.slice(0, 2).map((i) => i.url));
  proxies.push(proxy);
  const db = new pg.Client({ connectionString: url });
  db.on('error', () => undefined);

  // 1. Terminated backends, then a fast restart, under load.
  console.log('── 1. pg_terminate_backend, then a fast restart of PostgreSQL, under a load of leads');
  let faultsOver = false;
  let terminated = 0;
  const faults = (async () => {
    await pause(1500);
    terminated = Number(postgres.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity WHERE datname = 'faults' AND pid <> pg_backend_pid()"));
    await pause(1500);
    await postgres.restart(2000);
    faultsOver = true;
    await pause(3000);
  })();
  const restart = await load(proxy.url, faults, 4, () => faultsOver);
  console.log(`answers ${statusLine(restart)}; 503 because ${reasons()}; ${terminated} backends terminated; acknowledged ${restart.acknowledged.size}, ${restart.servedAfter} of them after the restart`);
  check('every instance stays up through the terminated backends and the restart', instances.every(alive), instances.map(exitOf).join(', '));
  check('every answer is 201, or 503 with Retry-After (no 500, no connection error)', restart.badFailures.length === 0 && !restart.statuses.has('connection error'), restart.badFailures.slice(0, 5).join(', '));
  check('the calls in the outage were answered 503 with Retry-After', (restart.statuses.get('503') ?? 0) > 0);
  check('the server serves again by itself after the restart', restart.servedAfter > 0);

  // 2. Out of connection slots: SQLSTATE 53300.
  console.log('── 2. a database out of connections (a role limited to 4, two pools of 10)');
  postgres.sql('CREATE ROLE limited LOGIN CONNECTION LIMIT 4');
  postgres.sql('CREATE DATABASE faults_limited OWNER limited');
  const limitedUrl = postgres.url.replace('postgres@', 'limited@').replace(/\/postgres$/, '/faults_limited');
  const limited = await Promise.all([0, 1].map(() => startServerProcess({ dataFile: data.file, env: { ...common, DATABASE_URL: limitedUrl, DATABASE_POOL_MAX: '10' } })));
  instances.push(...limited);
  const limitedProxy = await roundRobin(() => limited.map((i) => i.url));
  proxies.push(limitedProxy);
  const full = await load(limitedProxy.url, pause(2000), 30, () => false, 1_000_000);
  console.log(`answers ${statusLine(full)}; acknowledged ${full.acknowledged.size}`);
  check('a database out of connections answers 503 with Retry-After, never 500', full.badFailures.length === 0 && (full.statuses.get('503') ?? 0) > 0, full.badFailures.slice(0, 5).join(', '));
  const limitedDb = new pg.Client({ connectionString: limitedUrl.replace('limited@', 'postgres@') });
  await limitedDb.connect();
  const limitedStored = new Set((await limitedDb.query<{ id: string }>("SELECT id FROM records WHERE kind = 'leads'")).rows.map((r) => r.id));
  await limitedDb.end();
  const limitedLost = [...full.acknowledged.keys()].filter((id) => !limitedStored.has(id)).length;
  check('no acknowledged lead is lost while out of connections', limitedLost === 0, `${limitedLost} lost of ${full.acknowledged.size}`);

  // 3. Concurrent identical sign-ups.
  console.log('── 3. 50 identical newsletter sign-ups at once, through both instances');
  const signUp = JSON.stringify({ email: `same-${runId}@example.com`, source: 'newsletter' });
  const signUps = await Promise.all(Array.from({ length: 50 }, () => httpRequest(`${proxy.url}${leadPath}`, { method: 'POST', body: signUp })));
  const signUpIds = new Set(signUps.filter((a) => a.status < 300).map((a) => (JSON.parse(a.text) as { id: string }).id));
  const signUpStatuses = JSON.stringify(Object.fromEntries(signUps.reduce((m, a) => m.set(a.status, (m.get(a.status) ?? 0) + 1), new Map<number, number>())));

  // What the shared database holds, and what reached the receivers.
  await db.connect();
  const rows = (await db.query<{ id: string; email: string }>("SELECT id, data::json->>'email' AS email FROM records WHERE kind = 'leads'")).rows;
  const stored = new Set(rows.map((r) => r.id));
  const byEmail = rows.reduce((m, r) => m.set(r.email, (m.get(r.email) ?? 0) + 1), new Map<string, number>());
  const duplicateRecords = [...byEmail.values()].filter((n) => n > 1).length;
  const signUpRecords = byEmail.get(`same-${runId}@example.com`) ?? 0;
  const lost = [...restart.acknowledged.keys()].filter((id) => !stored.has(id)).length;
  const expected = [...restart.acknowledged.keys(), ...signUpIds];
  const delivered = () => new Set([...hooks.delivered.values()].map((d) => String(d.data.id)));
  await hooks.waitWhileArriving(() => expected.every((id) => delivered().has(id)), 20_000);
  const mailed = () => smtp.mails.filter((m) => m.to.includes(SALES));
  const expectedEmails = [...restart.acknowledged.values(), `same-${runId}@example.com`];
  const until = Date.now() + 20_000;
  while (Date.now() < until && !expectedEmails.every((email) => mailed().some((m) => m.raw.includes(email)))) await pause(100);
  const undelivered = expected.filter((id) => !delivered().has(id)).length;
  const mailsPerEmail = expectedEmails.map((email) => mailed().filter((m) => m.raw.includes(`: ${email}`)).length);
  const unmailed = mailsPerEmail.filter((n) => n === 0).length;
  const mailedTwice = mailsPerEmail.filter((n) => n > 1).length;
  const outbox = (await db.query<{ status: string; channel: string; n: string }>('SELECT status, channel, COUNT(*) AS n FROM outbox GROUP BY status, channel ORDER BY status, channel')).rows;
  const takenByPlain = (await db.query<{ n: string }>("SELECT COUNT(*) AS n FROM outbox WHERE last_error LIKE 'no % channel configured'")).rows[0]!.n;
  const signUpMessages = (await db.query<{ n: string }>('SELECT COUNT(*) AS n FROM outbox WHERE payload LIKE $1', [`%same-${runId}@example.com%`])).rows[0]!.n;
  await db.end();

  console.log(`sign-ups: answers ${signUpStatuses}; 503 so far because ${reasons()}; ${signUpIds.size} id(s) given; ${signUpRecords} record(s), ${signUpMessages} outbox message(s)`);
  check('50 identical sign-ups store one lead, with one webhook and one mail', signUpIds.size === 1 && signUpRecords === 1 && signUpMessages === '2');
  check('no acknowledged lead lost across the restart', lost === 0, `${lost} of ${restart.acknowledged.size}`);
  check('no lead stored twice', duplicateRecords === 0, `${duplicateRecords} emails with more than one record`);
  check('every acknowledged lead reached the webhook receiver', undelivered === 0, `${undelivered} missing`);
  check('every acknowledged lead reached sales by mail', unmailed === 0, `${unmailed} missing`);
  check('the instance without channels took no message', takenByPlain === '0' && !plain.events.some((e) => String(e.error ?? '').includes('channel configured')), `${takenByPlain} messages failed with 'no channel configured'`);
  console.log(`outbox ${JSON.stringify(outbox)}; webhook ids delivered twice ${hooks.duplicates.length} (at least once: receivers drop a repeated webhook-id); leads mailed twice ${mailedTwice}`);

  const exits = await Promise.all(instances.map((i) => i.stop()));
  check('each instance exits 0 when stopped', exits.every((code) => code === 0), exits.join(', '));
  console.log('');
  console.log('| run | acknowledged | stored | lost | duplicate records | webhook ids twice | mails (twice) | 5xx but 503 | exit |');
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| terminate + restart | ${restart.acknowledged.size} | ${[...restart.acknowledged.keys()].filter((id) => stored.has(id)).length} | ${lost} | ${duplicateRecords} | ${hooks.duplicates.length} | ${mailsPerEmail.reduce((a, b) => a + b, 0)} (${mailedTwice}) | ${restart.badFailures.length} | ${exits.slice(0, 3).join(', ')} |`,
  );
  console.log(`| out of connections | ${full.acknowledged.size} | ${full.acknowledged.size - limitedLost} | ${limitedLost} | 0 | - | - | ${full.badFailures.length} | ${exits.slice(3).join(', ')} |`);
  console.log(`| 50 identical sign-ups | ${signUpIds.size} | ${signUpRecords} | 0 | ${signUpRecords - 1} | - | - | 0 | - |`);
} finally {
  for (const proxy of proxies) await proxy.close();
  await Promise.all(instances.map((i) => i.stop()));
  await hooks.stop();
  await smtp.close();
  await data.cleanup();
  await postgres.stop();
}
console.log(`\nserver-faults: ${failures.length === 0 ? 'PASS' : `FAIL (${failures.join('; ')})`}`);
process.exitCode = failures.length === 0 ? 0 : 1;
