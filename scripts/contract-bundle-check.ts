// CI check of the single-file contract suite (npm run test:contract-bundle): bundle it into an empty
// folder, start the reference server, and run the file there with Node alone, as a backend team
// would: `node contract-tests.mjs --base-url URL`. Every rule must pass except the one needing a
// movable clock. Prints the file's size and start time (figures, not assertions).
import { spawnSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CONTRACT_BUNDLE_NAME, writeContractBundle } from './contract-bundle.ts';
import { repoRoot, startServerProcess, tempDataFile } from './server-harness.ts';
import { resetLinkCatcher } from './server-webhooks.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'contract-bundle-'));
const bundle = path.join(folder, CONTRACT_BUNDLE_NAME);
const bytes = await writeContractBundle(bundle);
const started = performance.now();
const help = spawnSync(process.execPath, [bundle, '--help'], { cwd: folder, encoding: 'utf8' });
console.log(`${CONTRACT_BUNDLE_NAME}: ${(bytes / 1024).toFixed(0)} KB, starts in ${(performance.now() - started).toFixed(0)} ms (--help, exit ${help.status})`);

const data = await tempDataFile('orbital-bundle-');
const mailLog = path.join(folder, 'mail.jsonl');
// The limit raised and --rate-limit off: the run is not paced (test:server runs the suite paced under
// the default limit).
// Reset links travel by mail only (never in the server's log): a real SMTP server catches them.
const smtp = await resetLinkCatcher(mailLog);
const server = await startServerProcess({ dataFile: data.file, env: { RATE_LIMIT_MAX: '100000', SMTP_URL: smtp.url } });
let status: number | null = 1;
try {
  const json = path.join(folder, 'results.json');
  const run = spawn(
    process.execPath,
    [bundle, '--base-url', server.url, '--known-email', 'known@contract-tests.example', '--json', json, '--rate-limit', 'off',
      '--reset-token-source', path.join(repoRoot, 'scripts/server-reset-token-source.ts')],
    { cwd: folder, stdio: 'inherit', env: { PATH: process.env.PATH ?? '', SERVER_MAIL_LOG: mailLog } },
  );
  status = await new Promise<number | null>((resolve) => run.once('exit', (code) => resolve(code)));
} finally {
  await server.stop();
  await smtp.close();
  await data.cleanup();
  rmSync(folder, { recursive: true, force: true });
}
process.exit(status === 0 ? 0 : 1);
