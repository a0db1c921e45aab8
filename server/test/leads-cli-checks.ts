// Issue 47 point 10: `npm run leads` says what is wrong in one line (no stack trace) and exit code 1,
// and never creates a store: a missing one is an error. Run by server/test/suite.ts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, tempDataFile } from './harness.ts';
import { newSecret } from './webhooks.ts';

type Record_ = (name: string, ok: boolean, detail?: string) => void;

function leads(env: Record<string, string>, ...args: string[]) {
  const run = spawnSync(process.execPath, ['server/delivery/leads-cli.ts', ...args], { cwd: repoRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 20_000 });
  return { status: run.status, stdout: run.stdout, errorLines: run.stderr.split('\n').filter(Boolean) };
}

export async function leadsToolErrorChecks(record: Record_): Promise<void> {
  console.log('\n── npm run leads: errors (issue 47)');
  const data = await tempDataFile('orbital-leads-errors-');
  try {
    const missing = path.join(path.dirname(data.file), 'none.sqlite');
    const noStore = leads({ DATA_FILE: missing }, 'failed');
    record(
      'npm run leads with DATA_FILE naming no store: one line, exit 1, and no store created',
      noStore.status === 1 && noStore.errorLines.length === 1 && noStore.errorLines[0] === `No data store at ${missing} (DATA_FILE): nothing to read.` && !existsSync(missing),
      `exit ${noStore.status}, stderr: ${noStore.errorLines.slice(0, 3).join(' | ')}; created: ${existsSync(missing)}`,
    );
    const secret = newSecret();
    const config = leads({ DATA_FILE: data.file, WEBHOOK_SECRET: secret }, 'failed');
    record(
      'npm run leads with a configuration error: one line naming the variable (no stack, no secret), exit 1',
      config.status === 1 && config.errorLines.length === 1 && config.errorLines[0] === 'WEBHOOK_URL: is required when WEBHOOK_SECRET is set' && !config.stdout.includes(secret),
      `exit ${config.status}, stderr: ${config.errorLines.slice(0, 3).join(' | ')}`,
    );
  } finally {
    await data.cleanup();
  }
}
