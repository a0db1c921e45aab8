// The durable JSON file behind the reference server.
//
// Changes are applied to the in-memory state in arrival order (Node runs them one at a time) and a
// caller's promise resolves only once a file containing its change is on disk: the whole state is
// written to a temp file, fsynced, renamed over the data file and the directory fsynced, so the data
// file is always either the old or the new complete JSON. Changes arriving while a write is in
// flight are committed together by the next write (group commit: one fsync for many records).
import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface Waiter {
  resolve: () => void;
  reject: (error: unknown) => void;
}

export interface JsonStoreOptions<S> {
  /** The state of a new data file; also fills in collections missing from an older file. */
  initial: () => S;
  /** Test hook: replaces the atomic write (e.g. to fail or slow it down). */
  writeFileAtomic?: (file: string, text: string) => Promise<void>;
}

export class JsonStore<S extends object> {
  readonly file: string;
  #state: S;
  #lastCommitted: string;
  #waiting: Waiter[] = [];
  #flushing: Promise<void> | undefined;
  #write: (file: string, text: string) => Promise<void>;
  #lock: LockFile;

  private constructor(file: string, state: S, text: string, lock: LockFile, options: JsonStoreOptions<S>) {
    this.file = file;
    this.#state = state;
    this.#lastCommitted = text;
    this.#lock = lock;
    this.#write = options.writeFileAtomic ?? writeFileAtomic;
  }

  /** Opens (or creates) the data file. A file that is not valid JSON stops the start: it is never overwritten. */
  static async open<S extends object>(file: string, options: JsonStoreOptions<S>): Promise<JsonStore<S>> {
    await mkdir(path.dirname(file), { recursive: true });
    const lock = await LockFile.acquire(`${file}.lock`);
    try {
      await removeStaleTempFiles(file);
      let text: string;
      let state: S;
      try {
        text = await readFile(file, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        state = options.initial();
        text = serialize(state);
        await (options.writeFileAtomic ?? writeFileAtomic)(file, text);
        return new JsonStore(file, state, text, lock, options);
      }
      try {
        state = { ...options.initial(), ...(JSON.parse(text) as S) };
      } catch {
        throw new Error(`Data file ${file} is not valid JSON; refusing to start (it is left untouched).`);
      }
      return new JsonStore(file, state, text, lock, options);
    } catch (error) {
      await lock.release();
      throw error;
    }
  }

  /** Reads the current state, including changes whose write is still in flight. */
  read<T>(reader: (state: Readonly<S>) => T): T {
    return reader(this.#state);
  }

  /**
   * Applies a change and resolves with its result once the change is durable. The change must
   * validate before it mutates: a throw after a partial mutation is not rolled back.
   * If the write fails, memory is reset to the file and every caller not yet acknowledged is rejected.
   */
  update<T>(change: (state: S) => T): Promise<T> {
    let result: T;
    try {
      result = change(this.#state);
    } catch (error) {
      return Promise.reject(error);
    }
    return this.#commit().then(() => result);
  }

  /** Resolves once everything read or changed so far is on disk (e.g. before answering with a record seen in memory). */
  settled(): Promise<void> {
    if (!this.#flushing && this.#waiting.length === 0) return Promise.resolve();
    return this.#commit();
  }

  #commit(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.#waiting.push({ resolve, reject });
      this.#flushing ??= this.#flushLoop();
    });
  }

  /** Waits for pending writes and releases the lock file. */
  async close(): Promise<void> {
    await this.#flushing;
    await this.#lock.release();
  }

  async #flushLoop(): Promise<void> {
    while (this.#waiting.length > 0) {
      const batch = this.#waiting;
      this.#waiting = [];
      const text = serialize(this.#state);
      try {
        await this.#write(this.file, text);
        this.#lastCommitted = text;
        for (const waiter of batch) waiter.resolve();
      } catch (error) {
        // Changes made after this snapshot are in memory only too: drop them all and tell their callers.
        this.#state = JSON.parse(this.#lastCommitted) as S;
        const failed = [...batch, ...this.#waiting];
        this.#waiting = [];
        for (const waiter of failed) waiter.reject(error);
      }
    }
    this.#flushing = undefined;
  }
}

function serialize(state: object): string {
  return `${JSON.stringify(state, null, 2)}\n`;
}

const tempSuffix = '.tmp';

/** Temp file, fsync, rename, fsync of the directory: after a crash the file is the old or the new version. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.${randomBytes(6).toString('hex')}${tempSuffix}`;
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temp, { force: true });
    throw error;
  }
  await handle.close();
  try {
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await fsyncDirectory(path.dirname(file));
}

async function fsyncDirectory(dir: string): Promise<void> {
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } catch (error) {
    // Some platforms cannot fsync a directory; the rename is still atomic there.
    if (!['EISDIR', 'EINVAL', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
  } finally {
    await handle.close();
  }
}

async function removeStaleTempFiles(file: string): Promise<void> {
  const base = path.basename(file);
  const dir = path.dirname(file);
  for (const name of await readdir(dir)) {
    if (name.startsWith(`${base}.`) && name.endsWith(tempSuffix)) await rm(path.join(dir, name), { force: true });
  }
}

/** One server per data file: two processes writing the same file would overwrite each other's records. */
class LockFile {
  readonly path: string;
  #held = true;

  private constructor(lockPath: string) {
    this.path = lockPath;
  }

  static async acquire(lockPath: string): Promise<LockFile> {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await writeFile(lockPath, String(process.pid), { flag: 'wx', mode: 0o600 });
        return new LockFile(lockPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
        const owner = Number((await readFile(lockPath, 'utf8').catch(() => '')).trim());
        if (owner && isAlive(owner)) {
          throw new Error(`Data file is in use by process ${owner} (${lockPath}).`);
        }
        await rm(lockPath, { force: true }); // stale: its process died (e.g. kill -9)
      }
    }
    throw new Error(`Could not acquire ${lockPath}.`);
  }

  async release(): Promise<void> {
    if (!this.#held) return;
    this.#held = false;
    await rm(this.path, { force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
