// Issue 47: the stores the server must refuse at start, each with one line and exit code 1, leaving
// the store as it was: a read-only store (as root, and as a service user that cannot write it), an
// emptied store, a store locked through a symlink, a damaged store. Run by server/test/suite.ts.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, closeSync, existsSync, openSync, readdirSync, statSync, symlinkSync, truncateSync, writeSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { repoRoot, startServerProcess, tempDataFile, type LogLine } from './harness.ts';

type Record_ = (name: string, ok: boolean, detail?: string) => void;

interface Refusal {
  status: number | null;
  lines: LogLine[];
}

/** Starts the server and waits for it to stop by itself (a refused start), 20 s at most. */
function startExpectingRefusal(dataFile: string, user?: { uid: number; gid: number }): Refusal {
  const run = spawnSync(process.execPath, [path.join(repoRoot, 'server/index.ts')], {
    cwd: repoRoot,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', DATA_FILE: dataFile },
    encoding: 'utf8',
    timeout: 20_000,
    ...user,
  });
  const lines = `${run.stdout}${run.stderr}`.split('\n').filter(Boolean).map((text) => {
    try {
      return JSON.parse(text) as LogLine;
    } catch {
      return { event: 'not-json', text };
    }
  });
  return { status: run.status, lines };
}

/** Exit 1 and exactly one line, `start_failed` with a message containing `expected`. */
function refusedWith(refusal: Refusal, expected: string): boolean {
  const [line] = refusal.lines;
  return refusal.status === 1 && refusal.lines.length === 1 && line?.event === 'start_failed' && String(line.message).includes(expected);
}
const shown = (refusal: Refusal) => `exit ${refusal.status}, ${refusal.lines.length} line(s): ${JSON.stringify(refusal.lines[0] ?? {}).slice(0, 300)}`;
const modeOf = (file: string) => (statSync(file).mode & 0o777).toString(8);

export async function storeStartChecks(record: Record_): Promise<void> {
  console.log('\n── stores refused at start (issue 47)');
  const data = await tempDataFile('orbital-refusals-');
  const file = data.file;
  const folder = path.dirname(file);
  try {
    const first = await startServerProcess({ dataFile: file });
    await first.stop();

    chmodSync(file, 0o444);
    const before = readdirSync(folder).sort().join(',');
    const readOnly = startExpectingRefusal(file);
    record(
      'start: a read-only store (mode 0444) is refused with one line and exit 1; its mode and folder stay as they were',
      refusedWith(readOnly, 'is read-only (mode 0444)') && modeOf(file) === '444' && readdirSync(folder).sort().join(',') === before,
      `${shown(readOnly)}; mode after ${modeOf(file)}, files ${readdirSync(folder).sort().join(',')}`,
    );

    if (process.getuid?.() === 0) {
      // As a service user (nobody) that owns the folder but not the store file.
      chownSync(folder, 65534, 65534);
      chmodSync(file, 0o644);
      const serviceUser = startExpectingRefusal(file, { uid: 65534, gid: 65534 });
      record(
        'start: a store its service user cannot write is refused with one line and exit 1, its mode unchanged',
        refusedWith(serviceUser, 'cannot be written by this user (EACCES, mode 0644)') && modeOf(file) === '644',
        `${shown(serviceUser)}; mode after ${modeOf(file)}`,
      );
      chownSync(folder, 0, 0);
    }

    chmodSync(file, 0o600);
    const running = await startServerProcess({ dataFile: file });
    const link = path.join(folder, 'link.sqlite');
    symlinkSync(file, link);
    const throughLink = startExpectingRefusal(link);
    await running.stop();
    record('start: a second server on a symlink to a running store is refused (the lock is on the real path)', refusedWith(throughLink, 'is in use by another server process'), shown(throughLink));

    truncateSync(file, 0);
    const emptied = startExpectingRefusal(file);
    record(
      'start: a store emptied to 0 bytes is refused with one line and exit 1 (a new store is told apart by its marker) and stays empty',
      refusedWith(emptied, 'is empty, but a store was created here before') && statSync(file).size === 0 && !existsSync(`${file}-wal`),
      shown(emptied),
    );
  } finally {
    await data.cleanup();
  }

  // A store whose last page is garbage (the red team's random page): SQLite's quick_check finds it.
  const damaged = await tempDataFile('orbital-damaged-');
  try {
    const server = await startServerProcess({ dataFile: damaged.file });
    await server.stop();
    // Every page in the store file itself: a page still in the write-ahead log would mask the garbage.
    const db = new DatabaseSync(damaged.file);
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    db.close();
    const size = statSync(damaged.file).size;
    const fd = openSync(damaged.file, 'r+');
    writeSync(fd, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 251)), 0, 4096, size - 4096);
    closeSync(fd);
    const refusal = startExpectingRefusal(damaged.file);
    record('start: a store whose last page is garbage is refused with one line and exit 1 (PRAGMA quick_check)', refusedWith(refusal, 'is damaged ('), shown(refusal));
  } finally {
    await damaged.cleanup();
  }
}
