// CI check of the single-file contract suite (npm run test:contract-bundle): bundle it into an empty
// folder, start the reference server, and run the file there with Node alone, as a backend team
// would: `node contract-tests.mjs --base-url URL`. Every rule must pass except the one needing a
// movable clock. Prints the file's size and start time (figures, not assertions). The file runs on the
// Node the README names for it: this Node (24), and the machine's own Node when it is another major
// version (20 here), there for three calls and without the reset-token source (a .ts module, which
// Node 20 cannot load).
import { spawnSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_BUNDLE_NAME, writeContractBundle } from './bundle.ts';
import { freePort, repoRoot, startServerProcess, tempDataFile } from '../../server/test/harness.ts';
import { resetLinkCatcher } from '../../server/test/webhooks.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'contract-bundle-'));
const bundle = path.join(folder, CONTRACT_BUNDLE_NAME);
const bytes = await writeContractBundle(bundle);
const started = performance.now();
const help = spawnSync(process.execPath, [bundle, '--help'], { cwd: folder, encoding: 'utf8' });
console.log(`${CONTRACT_BUNDLE_NAME}: ${(bytes / 1024).toFixed(0)} KB, starts in ${(performance.now() - started).toFixed(0)} ms (--help, exit ${help.status})`);

/** The first `node` on PATH outside node_modules, when its major version differs from this one's. */
function machineNode(): { file: string; version: string } | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const file = path.join(dir, 'node');
    if (dir.includes('node_modules') || !existsSync(file)) continue;
    const version = spawnSync(file, ['--version'], { encoding: 'utf8' }).stdout.trim();
    return version.split('.')[0] === `v${process.versions.node.split('.')[0]}` ? undefined : { file, version };
  }
  return undefined;
}

const data = await tempDataFile('orbital-bundle-');
const webhookPort = await freePort();
const webhookSecret = `whsec_${randomBytes(32).toString('base64')}`;
const mailLog = path.join(folder, 'mail.jsonl');
// The limit raised and --rate-limit off: the run is not paced (test:server runs the suite paced under
// the default limit).
// Reset links travel by mail only (never in the server's log): a real SMTP server catches them.
const smtp = await resetLinkCatcher(mailLog);
// Webhooks to the kit's receiver, retried after 0.2 s so the retry rule does not wait 5 s.
const server = await startServerProcess({
  dataFile: data.file,
  env: {
    RATE_LIMIT_MAX: '100000',
    SMTP_URL: smtp.url,
    WEBHOOK_URL: `http://127.0.0.1:${webhookPort}/`,
    WEBHOOK_SECRET: webhookSecret,
    WEBHOOK_RETRY_DELAYS: '0.2,0.2',
  },
});
let status: number | null = 1;
try {
  const json = path.join(folder, 'results.json');
  const runWith = async (node: string, extra: string[]) => {
    const run = spawn(
      node,
      [bundle, '--base-url', server.url, '--known-email', 'known@contract-tests.example', '--json', json, '--rate-limit', 'off', ...extra],
      { cwd: folder, stdio: 'inherit', env: { PATH: process.env.PATH ?? '', SERVER_MAIL_LOG: mailLog } },
    );
    return new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)));
  };
  console.log(`\n── with Node ${process.version} (${process.execPath})`);
  status = await runWith(process.execPath, [
    '--reset-token-source', path.join(repoRoot, 'server/test/reset-token-source.ts'),
    '--webhooks', `127.0.0.1:${webhookPort}`, '--webhook-secret', webhookSecret, '--webhook-wait-ms', '10000',
  ]);
  const other = machineNode();
  if (other && status === 0) {
    console.log(`\n── with the machine's Node ${other.version} (${other.file})`);
    // A few calls that take every path of the kit (generated cases, a session, the report): it runs, not twice as long.
    status = await runWith(other.file, ['--only', 'stats.live,booking.schedule,chat.message']);
  }
} finally {
  await server.stop();
  await smtp.close();
  await data.cleanup();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status === 0 ? 0 : 1);
