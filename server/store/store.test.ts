import { chmodSync, existsSync, linkSync, openSync, readdirSync, statSync, symlinkSync, truncateSync, writeSync, closeSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPostgres, type PostgresServer } from '../test/postgres-harness.ts';
import { openStore } from '../start.ts';
import { openForTools, Store } from './sqlite.ts';
import { LimitReachedError, RecordTooLargeError, RESET_MAIL_KIND, type RecordStore, type Row, type StoreOptions } from './store.ts';
import { spawnSync } from 'node:child_process';
import { createHandlers } from '../handlers.ts';
import { notifier } from '../delivery/outbox.ts';
import type { Query } from './queries.ts';
import { queryBuilder } from './schema.ts';
import { conciergeReport, exportRecords, failedMessages, requeueFailed, sqliteToolDb, type ToolDb } from '../delivery/leads-queries.ts';
import { createLogger } from '../log.ts';
import { contract } from '../../src/contract/index.ts';
import { openPostgresForTools, PostgresStore } from './postgres.ts';

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'store-test-'));
  file = path.join(dir, 'nested', 'db.sqlite');
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const item = (id: number): Row => ({ kind: 'items', id: String(id), createdAt: new Date(0).toISOString(), lookup: id % 2 ? 'odd' : 'even', byId: true, data: { id } });

/** What another process would find on disk: a fresh connection after the store is closed. */
function onDisk(): string[] {
  const db = new DatabaseSync(file);
  try {
    return (db.prepare("SELECT id FROM records WHERE kind = 'items' ORDER BY seq").all() as { id: string }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

describe('the SQLite store: reads see writes before their commit, one commit for many, its file lock', () => {
  it('resolves a write once it is committed, shows it to later reads at once, and keeps it across a reopen', async () => {
    const store = Store.open(file);
    const written = store.write((tx) => tx.insert(item(7)));
    expect(await store.get('items', '7')).toEqual({ id: 7 });
    await written;
    await store.close();
    expect(onDisk()).toEqual(['7']);
    const reopened = Store.open(file);
    expect(await reopened.findByLookup('items', 'odd')).toEqual([{ id: 7 }]);
    await reopened.close();
  });

  it('leaves nothing of a change that throws, and keeps the others of its commit', async () => {
    const store = Store.open(file);
    const ok = store.write((tx) => tx.insert(item(1)));
    const failed = store.write((tx) => {
      tx.insert(item(2));
      throw new Error('half done');
    });
    await expect(failed).rejects.toThrow('half done');
    await ok;
    expect(await store.get('items', '2')).toBeUndefined();
    await store.close();
    expect(onDisk()).toEqual(['1']);
  });

  it('rejects the callers of a failed commit, rolls their changes back and keeps working', async () => {
    let failNext = false;
    const store = Store.open(file, {
      beforeCommit: () => {
        if (failNext) {
          failNext = false;
          throw new Error('disk full');
        }
      },
    });
    await store.write((tx) => tx.insert(item(1)));
    failNext = true;
    await expect(store.write((tx) => tx.insert(item(2)))).rejects.toThrow('disk full');
    expect(await store.get('items', '2')).toBeUndefined();
    await store.write((tx) => tx.insert(item(3)));
    await store.close();
    expect(onDisk()).toEqual(['1', '3']);
  });

  it('brings a store made before numbered migrations to the current schema, its records kept', async () => {
    const { mkdirSync } = await import('node:fs');
    mkdirSync(path.dirname(file), { recursive: true });
    const old = new DatabaseSync(file);
    old.exec(`CREATE TABLE records (seq INTEGER PRIMARY KEY, kind TEXT NOT NULL, id TEXT NOT NULL, created_at TEXT NOT NULL, lookup TEXT, by_id INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
      CREATE UNIQUE INDEX records_by_id ON records (kind, id) WHERE by_id = 1;
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE outbox (seq INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, channel TEXT NOT NULL, kind TEXT NOT NULL, email TEXT, payload TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'pending', attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL, last_error TEXT, created_at TEXT NOT NULL);
      INSERT INTO meta (key, value) VALUES ('initialised', '{}');
      INSERT INTO records (kind, id, created_at, lookup, by_id, data) VALUES ('items', '7', '1970-01-01T00:00:00.000Z', 'odd', 1, '{"id":7}');`);
    old.close();
    const store = Store.open(file);
    expect(await store.get('items', '7')).toEqual({ id: 7 });
    await store.write((tx) => tx.insert({ ...item(9), test: true }));
    await store.close();
    const db = new DatabaseSync(file);
    expect(db.prepare('SELECT version FROM schema_migrations ORDER BY version').all().map((r) => r.version)).toEqual([1, 2, 3, 4]);
    expect(db.prepare('SELECT id, test FROM records ORDER BY seq').all()).toEqual([{ id: '7', test: 0 }, { id: '9', test: 1 }]);
    db.close();
  });

  it('allows one open store per file; the lock is released when its holder closes', async () => {
    const store = Store.open(file);
    expect(() => Store.open(file)).toThrow(/in use by another server process/);
    await store.close();
    const again = Store.open(file);
    await again.close();
  });
});

describe('the server store (records, import, shape check)', () => {
  const lead = { id: 'lead-1', createdAt: '2026-01-01T00:00:00.000Z', email: 'ana@example.com', source: 'newsletter', metadata: {} };

  it('imports a former JSON data file once, chat turns included, and leaves the file untouched', async () => {
    const json = path.join(dir, 'db.json');
    const text = JSON.stringify({
      leads: [lead],
      chatSessions: [{ id: 's1', createdAt: lead.createdAt, agentType: 'sales', messages: [{ role: 'user', content: 'Hi', at: lead.createdAt }] }],
      resetTokens: [],
    });
    await writeFile(json, text);
    const config = { dataFile: path.join(dir, 'db.sqlite'), importJsonFile: json };
    const store = openStore(config);
    expect(await store.findByLookup('leads', JSON.stringify(['newsletter', 'ana@example.com']))).toEqual([lead]);
    expect(await store.findByLookup('chatTurns', 's1')).toEqual([{ id: 's1-0', sessionId: 's1', role: 'user', content: 'Hi', at: lead.createdAt }]);
    await store.close();
    expect(await readFile(json, 'utf8')).toBe(text);
    await writeFile(json, JSON.stringify({ leads: [{ ...lead, id: 'lead-2' }] }));
    const reopened = openStore(config);
    expect(await reopened.count('leads')).toBe(1);
    await reopened.close();
  });

  it('stops the start on a JSON data file of the wrong shape, naming the first bad record, and creates nothing', async () => {
    const json = path.join(dir, 'db.json');
    await writeFile(json, JSON.stringify({ leads: [lead, { ...lead, id: 'lead-2', email: 'not an email' }] }));
    const config = { dataFile: path.join(dir, 'db.sqlite'), importJsonFile: json };
    expect(() => openStore(config)).toThrow("Cannot import record leads lead-2: email: Enter a valid email address. Nothing was imported.");
    await writeFile(json, JSON.stringify({ leads: {} }));
    expect(() => openStore(config)).toThrow(/does not have the expected shape at leads/);
    const store = Store.open(config.dataFile);
    expect(await store.count('leads')).toBe(0);
    await store.close();
  });

  it('stops the start on a stored record of the wrong shape and changes nothing', async () => {
    const config = { dataFile: path.join(dir, 'db.sqlite'), importJsonFile: path.join(dir, 'none.json') };
    const raw = Store.open(config.dataFile);
    await raw.write((tx) => tx.insert({ kind: 'bookings', id: 'b1', createdAt: lead.createdAt, byId: true, data: { id: 'b1' } }));
    await raw.close();
    expect(() => openStore(config)).toThrow(/record bookings b1 does not have the expected shape \(callType: Session type is required/);
    expect(existsSync(config.importJsonFile)).toBe(false);
    const again = Store.open(config.dataFile);
    expect(await again.get('bookings', 'b1')).toEqual({ id: 'b1' });
    await again.close();
  });
});

describe('what the store refuses at start (issue 47)', () => {
  const modeOf = (name: string) => statSync(name).mode & 0o777;
  async function storeWithRecords(count: number): Promise<void> {
    const store = Store.open(file);
    await store.write((tx) => {
      for (let id = 0; id < count; id++) tx.insert({ ...item(id), data: { id, text: 'x'.repeat(200) } });
    });
    await store.close();
  }

  it('refuses a store file that cannot be written, and leaves its mode and its folder as they were', async () => {
    await storeWithRecords(1);
    chmodSync(file, 0o444);
    const before = readdirSync(path.dirname(file)).sort();
    expect(() => Store.open(file)).toThrow(`Data store ${file} is read-only (mode 0444): the server writes every record to it; make it writable by the server's user, or point DATA_FILE elsewhere.`);
    expect(modeOf(file)).toBe(0o444);
    expect(readdirSync(path.dirname(file)).sort()).toEqual(before);
  });

  it('refuses a store whose -shm file was left read-only (as a start on a read-only store used to leave it)', async () => {
    await storeWithRecords(1);
    const shm = `${file}-shm`;
    closeSync(openSync(shm, 'a'));
    chmodSync(shm, 0o444);
    expect(() => Store.open(file)).toThrow(`Data store file ${shm} is read-only (mode 0444): SQLite writes it with the store; make it writable by the server's user, or point DATA_FILE elsewhere.`);
    expect(modeOf(shm)).toBe(0o444);
  });

  it('refuses a store in a folder that cannot be written (SQLite writes its journal and lock beside it)', async () => {
    await storeWithRecords(1);
    chmodSync(path.dirname(file), 0o555);
    try {
      expect(() => Store.open(file)).toThrow(`Data store folder ${path.dirname(file)} is read-only (mode 0555): the server writes the store's journal and lock files there; make it writable by the server's user, or point DATA_FILE elsewhere.`);
    } finally {
      chmodSync(path.dirname(file), 0o755);
    }
  });

  it('locks the real file: a second server through a symlink to the same store is refused', async () => {
    const store = Store.open(file);
    const link = path.join(dir, 'link.sqlite');
    symlinkSync(file, link);
    expect(() => Store.open(link)).toThrow(/in use by another server process/);
    await store.close();
  });

  it('refuses a store with a second name (a hard link): a second server through it, and any start while the link exists', async () => {
    const store = Store.open(file);
    await store.write((tx) => tx.insert(item(1)));
    const link = path.join(dir, 'hard.sqlite');
    linkSync(file, link);
    const refusal = (name: string) =>
      `Data store ${name} has 2 names (hard links): SQLite names its journal and lock after the path, so another name could open it beside a running server and damage it; remove the other names (find / -samefile ${name}) and use a symlink instead.`;
    expect(() => Store.open(link)).toThrow(refusal(link));
    await store.close();
    expect(() => Store.open(file)).toThrow(refusal(file));
  });

  it('refuses a store whose last page is garbage (quick_check), naming what SQLite found', async () => {
    await storeWithRecords(200);
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 131 + 7) % 251)), 0, 4096, size - 4096);
    closeSync(fd);
    expect(() => Store.open(file)).toThrow(new RegExp(`^Data store ${file} is damaged \\(.+\\); refusing to start \\(nothing was changed\\)\\. Restore it from a backup\\.$`));
  });

  it('refuses a store emptied to 0 bytes, told apart from a new one by the marker beside it', async () => {
    await storeWithRecords(3);
    truncateSync(file, 0);
    expect(() => Store.open(file)).toThrow(`Data store ${file} is empty, but a store was created here before (${file}.created): it was emptied or replaced; refusing to start. Restore it from a backup, or delete ${file}.created to start a new, empty store.`);
    expect(statSync(file).size).toBe(0);
  });

  it('still starts a new store where there was none, and marks it', async () => {
    const store = Store.open(file);
    await store.close();
    expect(existsSync(`${file}.created`)).toBe(true);
    expect(modeOf(file)).toBe(0o600);
  });
});

// Issue 47 point 3: what every store promises, against SQLite and a real PostgreSQL server (started
// by the harness, one fresh database per test; no mock of the database).
describe.each(['sqlite', 'postgres'] as const)('RecordStore on %s', (kind) => {
  let postgres: PostgresServer | undefined;
  let databases = 0;
  beforeAll(async () => {
    if (kind === 'postgres') postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  /** Opens a new, empty store and returns it with a function that opens the same store again. */
  async function fresh(
    options: StoreOptions = {},
    maxBytes?: number,
  ): Promise<{ store: RecordStore; again: () => Promise<RecordStore>; tool: () => Promise<ToolDb>; env: Record<string, string> }> {
    if (kind === 'sqlite') {
      return { store: Store.open(file, options, maxBytes), again: async () => Store.open(file), tool: async () => sqliteToolDb(openForTools(file)), env: { DATA_FILE: file } };
    }
    const url = postgres!.createDatabase(`store_${++databases}`);
    return { store: await PostgresStore.open(url, options, maxBytes), again: () => PostgresStore.open(url), tool: () => openPostgresForTools(url), env: { DATABASE_URL: url } };
  }

  it('gives npm run leads the same export, failed list and redelivery on either store', async () => {
    const { store, tool, env } = await fresh();
    const lead = (n: number) => ({ kind: 'leads', id: `lead_${n}`, createdAt: new Date(Date.UTC(2026, 10, n)).toISOString(), data: { id: `lead_${n}`, email: `p${n}@example.com`, firstName: `=Ada\u202E${n}` } });
    await store.write((tx) => {
      for (const n of [1, 2]) tx.insert(lead(n));
      tx.enqueue({ id: 'msg_1', channel: 'webhook', kind: 'lead.captured', email: 'p1@example.com', payload: { n: 1 }, createdAt: new Date(0).toISOString() });
    });
    await store.write((tx) => tx.settle('msg_1', { delivered: false, error: 'refused by http://user:pw@hooks.example/x', retryAt: null }));
    await store.close();
    const db = await tool();
    expect(await exportRecords(db, ['leads'], '2026-11-02T00:00:00.000Z')).toEqual([{ kind: 'leads', id: 'lead_2', email: 'p2@example.com', firstName: '=Ada2' }]);
    expect(await failedMessages(db)).toEqual([{ id: 'msg_1', kind: 'lead.captured', email: 'p1@example.com', attempts: 1, lastError: 'refused by http://hooks.example/x' }]);
    expect(await requeueFailed(db, 'msg_2')).toBe(0);
    await db.close();
    // The command itself on PostgreSQL (on SQLite test:server's leads group runs it).
    if (kind === 'sqlite') return;
    const cli = (...args: string[]) => spawnSync(process.execPath, ['server/delivery/leads-cli.ts', ...args], { env: { ...process.env, ...env }, encoding: 'utf8' });
    const exported = cli('export', '--kind', 'leads', '--out', '-');
    expect([exported.status, exported.stdout, exported.stderr]).toEqual([0, "kind,id,email,firstName\r\nleads,lead_1,p1@example.com,'=Ada1\r\nleads,lead_2,p2@example.com,'=Ada2\r\n", '']);
    const redelivered = cli('redeliver');
    expect([redelivered.status, redelivered.stdout]).toEqual([0, '1 message(s) queued again; a running server sends them within a second, else the next start does.\n']);
  });

  it('applies the numbered migrations once, and refuses a store newer than this server in one line', async () => {
    const { store, again, tool } = await fresh();
    await store.close();
    const db = await tool();
    const versions = queryBuilder(kind).selectFrom('schema_migrations').select('version').orderBy('version').compile() as Query;
    expect((await db.all<{ version: number }>(versions)).map((r) => Number(r.version))).toEqual([1, 2, 3, 4]);
    await db.run(queryBuilder(kind).insertInto('schema_migrations').values({ version: 99, applied_at: new Date(0).toISOString() }).compile() as Query);
    await db.close();
    await expect(again()).rejects.toThrow(/ is at schema version 99, newer than this server's 4; refusing to start\.$/);
  });

  it('keeps a committed write across a reopen, readable by id, lookup and count', async () => {
    const { store, again } = await fresh();
    await store.write((tx) => tx.insert(item(7)));
    expect(await store.get('items', '7')).toEqual({ id: 7 });
    await store.close();
    const reopened = await again();
    expect(await reopened.findByLookup('items', 'odd')).toEqual([{ id: 7 }]);
    expect(await reopened.count('items')).toBe(1);
    await reopened.close();
  });

  it('undoes a whole write once `max` records of its lookup were created after the given time (requireFewer)', async () => {
    const { store } = await fresh();
    await store.write((tx) => tx.insert(item(1)));
    // Item 1 was created at the epoch, not after it: below the limit of 1 there.
    await store.write((tx) => {
      tx.requireFewer('items', 'odd', new Date(0).toISOString(), 1);
      tx.insert(item(3));
    });
    const past = store.write((tx) => {
      tx.replace('items', '1', { id: 1, replaced: true });
      tx.requireFewer('items', 'odd', new Date(-1).toISOString(), 2);
      tx.insert(item(5));
    });
    await expect(past).rejects.toThrow('items: 2 reached');
    await expect(past).rejects.toBeInstanceOf(LimitReachedError);
    expect([await store.get('items', '1'), await store.get('items', '5'), await store.count('items')]).toEqual([{ id: 1 }, undefined, 2]);
    await store.close();
  });

  it('keeps all of 300 concurrent writes', async () => {
    const { store } = await fresh();
    await Promise.all(Array.from({ length: 300 }, (_, i) => store.write((tx) => tx.insert(item(i)))));
    expect(await store.count('items')).toBe(300);
    expect((await store.findByLookup<{ id: number }>('items', 'even')).length).toBe(150);
    await store.close();
  });

  it('leaves nothing of a change that throws, of a record too large, or of a failed commit', async () => {
    let failNext = false;
    const { store } = await fresh(
      {
        beforeCommit: () => {
          if (failNext) {
            failNext = false;
            throw new Error('disk full');
          }
        },
      },
      100,
    );
    await store.write((tx) => tx.insert(item(1)));
    await expect(
      store.write((tx) => {
        tx.insert(item(2));
        throw new Error('half done');
      }),
    ).rejects.toThrow('half done');
    await expect(store.write((tx) => tx.insert({ ...item(3), data: { text: 'x'.repeat(200) } }))).rejects.toThrow(RecordTooLargeError);
    failNext = true;
    await expect(store.write((tx) => tx.insert(item(4)))).rejects.toThrow('disk full');
    await store.write((tx) => tx.replace('items', '1', { id: 1, replaced: true }));
    expect(await store.get('items', '1')).toEqual({ id: 1, replaced: true });
    expect(await store.count('items')).toBe(1);
    await store.close();
  });

  it('gives due outbox messages oldest first, leaves out those in flight, and settles them, a settled reset mail without its link', async () => {
    const { store, tool } = await fresh();
    const message = (n: number, messageKind = 'lead.captured') => ({
      id: `msg_${n}`,
      channel: 'webhook',
      kind: messageKind,
      email: null,
      payload: { n },
      createdAt: new Date(1_000 + n).toISOString(),
    });
    await store.write((tx) => {
      for (const n of [3, 1, 2]) tx.enqueue(message(n));
      tx.enqueue(message(4, RESET_MAIL_KIND));
    });
    expect((await store.dueMessages(1_002, 10)).map((m) => m.id)).toEqual(['msg_1', 'msg_2']);
    await store.write((tx) => {
      tx.settle('msg_1', { delivered: true });
      tx.settle('msg_2', { delivered: false, error: 'timeout', retryAt: 5_000 });
    });
    const due = await store.dueMessages(4_000, 10, new Set(['msg_3']));
    expect(due.map((m) => [m.id, m.payload, m.attempts, m.status])).toEqual([['msg_4', { n: 4 }, 0, 'pending']]);
    await store.write((tx) => tx.settle('msg_4', { delivered: false, error: 'refused', retryAt: null }));
    // PostgreSQL leased msg_1 and msg_2 to this instance when it took them: msg_2 is back through settle.
    expect((await store.dueMessages(5_000, 10)).map((m) => [m.id, m.attempts, m.lastError])).toEqual([
      ['msg_3', 0, null],
      ['msg_2', 1, 'timeout'],
    ]);
    await store.close();
    const db = await tool();
    const settled = queryBuilder(kind).selectFrom('outbox').select(['id', 'status', 'payload']).where('status', '!=', 'pending').orderBy('seq').compile() as Query;
    expect(await db.all(settled)).toEqual([
      { id: 'msg_1', status: 'delivered', payload: '{"n":1}' },
      { id: 'msg_4', status: 'failed', payload: '"redacted"' },
    ]);
    await db.close();
  });

  it('throttles reset mails atomically: 12 concurrent requests for one mailbox through two instances mail exactly 3', async () => {
    const { store: a, again } = await fresh();
    // SQLite allows one server per store (its lock), so there the two handler sets share one store.
    const b = kind === 'sqlite' ? a : await again();
    const quiet = createLogger({ out: new (await import('node:stream')).Writable({ write: (_chunk, _encoding, done) => done() }) });
    const on = [a, b].map((store) => createHandlers({ store, log: quiet, resetLinkBase: () => 'http://site.test', mailViaOutbox: true }));
    const endpoint = contract['auth.forgot-password'];
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) => on[i % 2]!.answer(endpoint, { params: {}, body: { email: i % 3 ? 'casey@example.com' : 'Casey+x@example.com' } })),
    );
    expect(replies.every((reply) => 'body' in reply && reply.status === undefined)).toBe(true);
    expect(await a.count('resetTokens')).toBe(3);
    expect((await a.dueMessages(Number.MAX_SAFE_INTEGER, 100)).filter((m) => m.kind === RESET_MAIL_KIND).length).toBe(3);
    await a.close();
    if (b !== a) await b.close();
  });

  it('gives an instance only the messages of the channels it delivers (issue 59: one without WEBHOOK_URL took the others\' webhooks)', async () => {
    const { store } = await fresh();
    await store.write((tx) => {
      tx.enqueue({ id: 'hook_1', channel: 'webhook', kind: 'lead.captured', email: null, payload: 1, createdAt: new Date(1).toISOString() });
      tx.enqueue({ id: 'mail_1', channel: 'mail', kind: 'sales.lead.captured', email: null, payload: 2, createdAt: new Date(2).toISOString() });
    });
    expect((await store.dueMessages(10_000, 10, new Set(), [])).map((m) => m.id)).toEqual([]);
    expect((await store.dueMessages(10_000, 10, new Set(), ['mail'])).map((m) => m.id)).toEqual(['mail_1']);
    expect((await store.dueMessages(10_000, 10, new Set(), ['webhook', 'mail'])).map((m) => m.id)).toEqual(kind === 'sqlite' ? ['hook_1', 'mail_1'] : ['hook_1']);
    await store.close();
  });

  it('stores 50 concurrent identical newsletter sign-ups through two instances once, with one webhook (issue 59)', async () => {
    const { store: a, again } = await fresh();
    const b = kind === 'sqlite' ? a : await again();
    const quiet = createLogger({ out: new (await import('node:stream')).Writable({ write: (_chunk, _encoding, done) => done() }) });
    const notify = notifier({ webhook: true, salesEmail: undefined });
    const on = [a, b].map((store) => createHandlers({ store, log: quiet, resetLinkBase: () => 'http://site.test', notify }));
    const endpoint = contract['leads.capture'];
    const body = { email: 'Dana@example.com', source: 'newsletter' as const };
    const replies = await Promise.all(Array.from({ length: 50 }, (_, i) => on[i % 2]!.answer(endpoint, { params: {}, body: { ...body, email: i % 2 ? 'dana@example.com' : body.email } })));
    const ids = new Set(replies.map((reply) => ('body' in reply ? (reply.body as { id: string }).id : reply.status)));
    expect([...ids].length).toBe(1);
    expect(replies.filter((reply) => 'body' in reply && reply.status === undefined).length).toBe(1);
    expect(await a.count('leads')).toBe(1);
    expect((await a.dueMessages(Number.MAX_SAFE_INTEGER, 100, new Set(), ['webhook'])).length).toBe(1);
    await a.close();
    if (b !== a) await b.close();
  });

  it('keeps a test record (Test-Record: true) apart: no webhook or mail, out of the default export, hiding no real sign-up (issue 61)', async () => {
    const { store, tool } = await fresh();
    const quiet = createLogger({ out: new (await import('node:stream')).Writable({ write: (_chunk, _encoding, done) => done() }) });
    const handlers = createHandlers({ store, log: quiet, resetLinkBase: () => 'http://site.test', notify: notifier({ webhook: true, salesEmail: 'sales@orbital.test' }), mailViaOutbox: true });
    const signUp = { email: 'dana@example.com', source: 'newsletter' as const };
    const asTest = await handlers.answer(contract['leads.capture'], { params: {}, body: signUp, test: true });
    const again = await handlers.answer(contract['leads.capture'], { params: {}, body: signUp, test: true });
    const real = await handlers.answer(contract['leads.capture'], { params: {}, body: signUp });
    expect(['body' in asTest && asTest.status, 'body' in again && again.status, 'body' in real && real.status]).toEqual([undefined, 200, undefined]);
    await handlers.answer(contract['auth.forgot-password'], { params: {}, body: { email: 'dana@example.com' }, test: true });
    const queued = await store.dueMessages(Number.MAX_SAFE_INTEGER, 100);
    expect(queued.map((m) => [m.channel, m.kind])).toEqual([
      ['webhook', 'lead.captured'],
      ['mail', 'sales.lead.captured'],
    ]);
    expect(queued.every((m) => JSON.stringify(m.payload).includes((real as { body: { id: string } }).body.id))).toBe(true);
    await store.close();
    const db = await tool();
    expect((await exportRecords(db, ['leads'])).map((r) => [r.id, r.test])).toEqual([[(real as { body: { id: string } }).body.id, undefined]]);
    expect((await exportRecords(db, ['leads'], undefined, { includeTest: true })).map((r) => r.test)).toEqual([true, undefined]);
    await db.close();
  });

  it('keeps what the concierge was asked, without contact details, with its rating and leads, for npm run leads -- concierge (issue 63)', async () => {
    const { store, tool, env } = await fresh();
    const quiet = createLogger({ out: new (await import('node:stream')).Writable({ write: (_chunk, _encoding, done) => done() }) });
    let clock = Date.UTC(2026, 10, 2, 9);
    const handlers = createHandlers({ store, log: quiet, resetLinkBase: () => 'http://site.test', now: () => new Date((clock += 1000)) });
    const start = async (test = false) => ((await handlers.answer(contract['chat.start'], { params: {}, body: { agentType: 'sales', messages: [] }, test })) as { body: { id: string } }).body.id;
    const say = async (id: string, message: string, test = false) => ((await handlers.answer(contract['chat.message'], { params: { id }, body: { message }, test })) as { body: { messageId: string } }).body.messageId;
    const rate = (id: string, messageId: string, helpful: boolean | null) => handlers.answer(contract['chat.feedback'], { params: { id }, body: { messageId, helpful } });
    const first = await start();
    const pricing = await say(first, 'What does pricing look like?');
    await say(first, 'what does PRICING look like');
    await say(first, "I'm Dana from Acme, email me a quote at dana@acme.example or call +1 415 555 0100");
    const second = await start();
    const umbrellas = await say(second, 'Do you sell umbrellas?');
    await say(second, 'What does pricing look like?');
    const kit = await start(true);
    await say(kit, 'What does pricing look like?', true);
    const ratings = [await rate(first, pricing, false), await rate(first, pricing, true), await rate(second, umbrellas, false)];
    expect(ratings.map((r) => 'body' in r && r.body)).toEqual([{ messageId: pricing }, { messageId: pricing }, { messageId: umbrellas }]);
    const refused = [await rate(second, pricing, true), await rate('no-such-session', pricing, true)];
    expect(refused.map((r) => 'error' in r && [r.status, r.error.error.message])).toEqual([
      [404, 'The reply was not found'],
      [404, 'The chat session was not found'],
    ]);
    await store.close();
    const db = await tool();
    const dana = "I'm Dana from Acme, email me a quote at [email] or call [phone]";
    expect(await conciergeReport(db, '2026-11-01T00:00:00.000Z', '2026-11-03T00:00:00.000Z')).toEqual({
      questions: 5,
      top: [
        { question: 'What does pricing look like?', count: 3 },
        { question: 'Do you sell umbrellas?', count: 1 },
        { question: dana, count: 1 },
      ],
      withoutSource: [
        { question: 'What does pricing look like?', count: 3 },
        { question: 'Do you sell umbrellas?', count: 1 },
        { question: dana, count: 1 },
      ],
      feedback: { helpful: 1, notHelpful: 1, none: 3 },
      conversations: 2,
      leads: 1,
    });
    expect((await conciergeReport(db, '2026-11-03T00:00:00.000Z', '2026-11-04T00:00:00.000Z')).questions).toBe(0);
    await db.close();
    // The command itself, on either store: its day given alone is included whole.
    const run = spawnSync(process.execPath, ['server/delivery/leads-cli.ts', 'concierge', '--since', '2026-11-02', '--until', '2026-11-02'], { env: { ...process.env, ...env }, encoding: 'utf8' });
    const group = ['      3  What does pricing look like?', '      1  Do you sell umbrellas?', `      1  ${dana}`];
    expect([run.status, run.stderr, run.stdout.split('\n')]).toEqual([
      0,
      '',
      [
        'Concierge questions from 2026-11-02 to 2026-11-02: 5 in 2 conversation(s)',
        '',
        'Top questions',
        ...group,
        '',
        'Questions with no source (content gaps)',
        ...group,
        '',
        'Feedback on answers',
        '  helpful          1  20.0%',
        '  not helpful      1  20.0%',
        '  none             3  60.0%',
        '',
        'Conversations to leads',
        '  1 of 2 conversation(s) became leads (50.0%)',
        '',
      ],
    ]);
  });

  if (kind === 'postgres') {
    it('lets two instances claim disjoint messages (FOR UPDATE SKIP LOCKED) and migrate once when started together', async () => {
      const url = postgres!.createDatabase('two_instances');
      const [a, b] = await Promise.all([PostgresStore.open(url), PostgresStore.open(url)]);
      await a.write((tx) => {
        for (let n = 0; n < 200; n++) tx.enqueue({ id: `m${n}`, channel: 'webhook', kind: 'lead.captured', email: null, payload: n, createdAt: new Date(n).toISOString() });
      });
      const taken = { a: [] as string[], b: [] as string[] };
      const drain = async (store: RecordStore, into: string[]) => {
        for (;;) {
          const due = await store.dueMessages(10_000, 7);
          if (due.length === 0) return;
          into.push(...due.map((m) => m.id));
        }
      };
      await Promise.all([drain(a, taken.a), drain(b, taken.b)]);
      expect(taken.a.length + taken.b.length).toBe(200);
      expect(new Set([...taken.a, ...taken.b]).size).toBe(200);
      await Promise.all([a.close(), b.close()]);
      const reopened = await PostgresStore.open(url);
      await reopened.close();
      const migrations = (await import('node:child_process')).execFileSync('psql', [url, '-Atqc', 'SELECT version FROM schema_migrations ORDER BY version'], { encoding: 'utf8' });
      expect(migrations.trim().split('\n')).toEqual(['1', '2', '3', '4']);
    });

    it('shares rate limits between instances: one bucket per client in the database, as RateLimiter counts it', async () => {
      const url = postgres!.createDatabase('rate_limits');
      const [a, b] = await Promise.all([PostgresStore.open(url), PostgresStore.open(url)]);
      let clock = 1_000_000;
      const options = { max: 3, windowMs: 60_000, now: () => clock };
      const [onA, onB] = [a.rateLimiter('store', options), b.rateLimiter('store', options)];
      expect(await onA.hit('client')).toEqual({ allowed: true, remaining: 2 });
      expect(await onB.hit('client')).toEqual({ allowed: true, remaining: 1 });
      expect(await onB.hit('other')).toEqual({ allowed: true, remaining: 2 });
      expect(await onA.hit('client')).toEqual({ allowed: true, remaining: 0 });
      expect(await onB.hit('client')).toEqual({ allowed: false, retryAfterSeconds: 20 });
      expect(await b.rateLimiter('compute', options).hit('client')).toEqual({ allowed: true, remaining: 2 });
      clock += 20_000;
      expect(await onB.hit('client', 2)).toEqual({ allowed: false, retryAfterSeconds: 20 });
      expect(await onA.hit('client')).toEqual({ allowed: true, remaining: 0 });
      // 40 concurrent hits after a full refill: exactly 3 get through, whichever instance they reach.
      clock += 60_000;
      const decisions = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 2 ? onA : onB).hit('client')));
      expect(decisions.filter((d) => d.allowed).length).toBe(3);
      await Promise.all([a.close(), b.close()]);
    });

    it('refuses a database it cannot reach in one line, without the password', async () => {
      await expect(PostgresStore.open('postgres://orbital:s3cret-pw@127.0.0.1:1/none')).rejects.toThrow(
        /^PostgreSQL store postgres:\/\/orbital:\*\*\*@127\.0\.0\.1:1\/none: connect ECONNREFUSED 127\.0\.0\.1:1; refusing to start\.$/,
      );
    });

    it('refuses npm run leads on a database it cannot reach or one without a store, in one line without the password', async () => {
      await expect(openPostgresForTools('postgres://orbital:s3cret-pw@127.0.0.1:1/none')).rejects.toThrow(
        /^PostgreSQL store postgres:\/\/orbital:\*\*\*@127\.0\.0\.1:1\/none: connect ECONNREFUSED 127\.0\.0\.1:1; nothing to read\.$/,
      );
      const empty = postgres!.createDatabase('no_store').replace('postgres@', 'postgres:s3cret-pw@');
      const refusal = await openPostgresForTools(empty).catch((error: Error) => error.message);
      expect(refusal).toBe(`PostgreSQL store ${empty.replace('s3cret-pw', '***')}: no store here (the server has not started on this database); nothing to read.`);
    });
  }
});
