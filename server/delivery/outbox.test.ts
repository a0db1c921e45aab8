import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { mailMessage, resetMail } from './mail.ts';
import { startDispatcher, withoutCredentials } from './outbox.ts';
import { Store } from '../store/sqlite.ts';
import { requeueFailed, sqliteToolDb } from './leads-queries.ts';

describe('withoutCredentials (issue 47: a webhook URL\'s user and password never reach a log or the failed list)', () => {
  it('takes the user and password out of every URL in an error text, and leaves the rest as it was', () => {
    expect(withoutCredentials('Request cannot be constructed from a URL that includes credentials: http://hook-user:s3cret@hooks.example/in?x=1'))
      .toBe('Request cannot be constructed from a URL that includes credentials: http://hooks.example/in?x=1');
    expect(withoutCredentials('connect ECONNREFUSED 127.0.0.1:9 (https://only-user@h.example/)')).toBe('connect ECONNREFUSED 127.0.0.1:9 (https://h.example/)');
    expect(withoutCredentials('HTTP 503')).toBe('HTTP 503');
  });
});

describe('a reset mail that runs out of retries (issue 47)', () => {
  it('keeps no link in the outbox once it has failed for good, and is not queued again by redeliver', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'outbox-test-'));
    const file = path.join(dir, 'db.sqlite');
    const store = Store.open(file);
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    await store.write((tx) => tx.enqueue(mailMessage('password.reset', resetMail('casey@example.com', 'http://site.test/reset-password?token=live-token'))));
    const dispatcher = startDispatcher({ store, deliver: { mail: () => Promise.reject(new Error('550 mailbox unavailable')) }, retryDelaysMs: [], log: createLogger({ out: quiet }), pollMs: 10 });
    const db = new DatabaseSync(file);
    const row = () => db.prepare("SELECT status, payload FROM outbox WHERE kind = 'password.reset'").get() as { status: string; payload: string };
    for (let i = 0; i < 200 && row().status !== 'failed'; i++) await new Promise((resolve) => setTimeout(resolve, 10));
    await dispatcher.stop();
    await store.close();
    try {
      expect(row()).toEqual({ status: 'failed', payload: '"redacted"' });
      expect(await requeueFailed(sqliteToolDb(db))).toBe(0);
    } finally {
      db.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
