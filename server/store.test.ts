import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonStore, writeFileAtomic } from './store.ts';

interface Db {
  items: { id: number }[];
  other: string[];
}
const initial = (): Db => ({ items: [], other: [] });

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-test-'));
  file = path.join(dir, 'nested', 'db.json');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const onDisk = async (): Promise<Db> => JSON.parse(await readFile(file, 'utf8')) as Db;

describe('JsonStore', () => {
  it('creates the folder and an empty data file on first open', async () => {
    const store = await JsonStore.open(file, { initial });
    expect(await onDisk()).toEqual({ items: [], other: [] });
    await store.close();
  });

  it('resolves an update only once its change is in the file, and keeps it across a reopen', async () => {
    const store = await JsonStore.open(file, { initial });
    const id = await store.update((db) => {
      db.items.push({ id: 7 });
      return 7;
    });
    expect(id).toBe(7);
    expect((await onDisk()).items).toEqual([{ id: 7 }]);
    await store.close();
    const reopened = await JsonStore.open(file, { initial });
    expect(reopened.read((db) => db.items)).toEqual([{ id: 7 }]);
    await reopened.close();
  });

  it('keeps all of 500 concurrent updates, in order, with far fewer writes than updates', async () => {
    let writes = 0;
    const store = await JsonStore.open(file, {
      initial,
      writeFileAtomic: (target, text) => {
        writes++;
        return writeFileAtomic(target, text);
      },
    });
    writes = 0;
    const ids = Array.from({ length: 500 }, (_, i) => i);
    await Promise.all(ids.map((id) => store.update((db) => db.items.push({ id }))));
    expect((await onDisk()).items.map((item) => item.id)).toEqual(ids);
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(50);
    await store.close();
  });

  it('never leaves a half-written data file: it is the old or the new version, and no temp file stays', async () => {
    const store = await JsonStore.open(file, { initial });
    for (let round = 0; round < 20; round++) {
      const pending = Array.from({ length: 10 }, (_, i) => store.update((db) => db.items.push({ id: round * 10 + i })));
      // Read the file while writes are in flight: it must always parse.
      const snapshot = await onDisk();
      expect(Array.isArray(snapshot.items)).toBe(true);
      await Promise.all(pending);
    }
    expect((await onDisk()).items).toHaveLength(200);
    expect((await readdir(path.dirname(file))).sort()).toEqual(['db.json', 'db.json.lock']);
    await store.close();
  });

  it('rejects the callers of a failed write, rolls memory back to the file and keeps working', async () => {
    let failNext = false;
    const store = await JsonStore.open(file, {
      initial,
      writeFileAtomic: (target, text) => {
        if (failNext) {
          failNext = false;
          return Promise.reject(new Error('disk full'));
        }
        return writeFileAtomic(target, text);
      },
    });
    await store.update((db) => db.items.push({ id: 1 }));
    failNext = true;
    await expect(store.update((db) => db.items.push({ id: 2 }))).rejects.toThrow('disk full');
    expect(store.read((db) => db.items)).toEqual([{ id: 1 }]);
    await store.update((db) => db.items.push({ id: 3 }));
    expect((await onDisk()).items).toEqual([{ id: 1 }, { id: 3 }]);
    await store.close();
  });

  it('adds collections missing from an older file', async () => {
    await writeFile(path.join(dir, 'old.json'), JSON.stringify({ items: [{ id: 1 }] }));
    const store = await JsonStore.open(path.join(dir, 'old.json'), { initial });
    expect(store.read((db) => db)).toEqual({ items: [{ id: 1 }], other: [] });
    await store.close();
  });

  it('refuses to start on a data file that is not valid JSON and leaves it untouched', async () => {
    const broken = path.join(dir, 'broken.json');
    await writeFile(broken, '{"items": [');
    await expect(JsonStore.open(broken, { initial })).rejects.toThrow('not valid JSON');
    expect(await readFile(broken, 'utf8')).toBe('{"items": [');
  });

  it('allows one open store per data file, and takes over the lock of a process that died', async () => {
    const store = await JsonStore.open(file, { initial });
    await expect(JsonStore.open(file, { initial })).rejects.toThrow(/in use/);
    await store.close();
    await writeFile(`${file}.lock`, '999999999');
    await writeFile(`${file}.dead.tmp`, '{"half');
    const again = await JsonStore.open(file, { initial });
    expect(await readdir(path.dirname(file))).not.toContain('db.json.dead.tmp');
    await again.close();
  });
});
