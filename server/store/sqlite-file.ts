// What the SQLite store's file must be before the server opens it (issue 47): writable, in a
// writable folder, not emptied since it was created, and sound. Each refusal is one line saying
// what is wrong and what to do, and is made before anything is written, so a refused start changes
// nothing (no file created, no mode changed).
import { accessSync, constants, existsSync, realpathSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { StoreRefusedError } from './store.ts';


const octal = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/**
 * Refuses `target` (when it exists) unless the server can write it. Both tests are needed: access()
 * says what this user may do (a service user and a file owned by another, a read-only mount), and
 * the mode's write bits what the operator meant, for root, whom access() never refuses.
 */
function refuseUnwritable(target: string, name: string, why: string): void {
  const stats = statSync(target, { throwIfNoEntry: false });
  if (!stats) return;
  const advice = `${why}; make it writable by the server's user, or point DATA_FILE elsewhere.`;
  if ((stats.mode & 0o222) === 0) throw new StoreRefusedError(`${name} ${target} is read-only (mode ${octal(stats.mode)}): ${advice}`);
  try {
    accessSync(target, constants.W_OK);
  } catch (error) {
    throw new StoreRefusedError(`${name} ${target} cannot be written by this user (${(error as NodeJS.ErrnoException).code}, mode ${octal(stats.mode)}): ${advice}`);
  }
}

/** The marker beside a store that says one was created here: an emptied store is told apart from a new one by it. */
const markerOf = (file: string) => `${file}.created`;

export interface StoreFile {
  /** The store's real path (symlinks resolved), which the lock and every companion file are named after. */
  real: string;
  /** No store file yet: the server creates a new, empty one. */
  isNew: boolean;
}

/** Checks the store file that `file` names, before it is opened; its folder must exist. */
export function checkStoreFile(file: string): StoreFile {
  const folder = realpathSync(path.dirname(file));
  const named = path.join(folder, path.basename(file));
  // Every name of one file (a symlink, a symlinked folder) must take the same lock.
  const real = existsSync(named) ? realpathSync(named) : named;
  refuseUnwritable(path.dirname(real), 'Data store folder', "the server writes the store's journal and lock files there");
  refuseUnwritable(real, 'Data store', 'the server writes every record to it');
  for (const companion of [`${real}-wal`, `${real}-shm`]) refuseUnwritable(companion, 'Data store file', 'SQLite writes it with the store');
  const stats = statSync(real, { throwIfNoEntry: false });
  // Another name of the same file (a hard link) gets a lock, a -wal and a -shm of its own: a server
  // could open it beside a running one, and SQLite warns that such a store can be damaged.
  if (stats && stats.nlink > 1) {
    throw new StoreRefusedError(
      `Data store ${file} has ${stats.nlink} names (hard links): SQLite names its journal and lock after the path, so another name could open it beside a running server and damage it; remove the other names (find / -samefile ${file}) and use a symlink instead.`,
    );
  }
  const size = stats?.size;
  if (existsSync(markerOf(real)) && !size) {
    const what = size === undefined ? 'is missing' : 'is empty';
    const how = size === undefined ? 'it was deleted or moved' : 'it was emptied or replaced';
    throw new StoreRefusedError(
      `Data store ${file} ${what}, but a store was created here before (${markerOf(real)}): ${how}; refusing to start. Restore it from a backup, or delete ${markerOf(real)} to start a new, empty store.`,
    );
  }
  return { real, isNew: !size };
}

/** Leaves the marker that says a store was created at `real` (once its first transaction is committed). */
export function markCreated(real: string): void {
  if (!existsSync(markerOf(real))) writeFileSync(markerOf(real), `${JSON.stringify({ createdAt: new Date().toISOString() })}\n`, { mode: 0o600 });
}

/** SQLite's quick_check (the pages and their structure, in time linear in the store's size). */
export function refuseDamaged(db: DatabaseSync, file: string): void {
  const rows = db.prepare('PRAGMA quick_check(1)').all() as { quick_check: string }[];
  const found = rows[0]?.quick_check ?? 'no answer';
  if (found !== 'ok') throw damagedStore(file, found);
}

/** SQLite's word for a file that is not a sound database: the start is refused with it. */
export function isCorruption(error: unknown): boolean {
  return /malformed|not a database|corrupt/i.test((error as Error | undefined)?.message ?? '');
}

export function damagedStore(file: string, found: string): StoreRefusedError {
  // quick_check's first line may only name the database ('*** in database main ***').
  const what = found.split('\n').find((line) => line.trim() !== '' && !line.startsWith('***')) ?? found;
  return new StoreRefusedError(`Data store ${file} is damaged (${what.trim()}); refusing to start (nothing was changed). Restore it from a backup.`);
}
