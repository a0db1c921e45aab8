// Issue 47 point 8: text that reorders or hides what a reader sees (Unicode TR36, UTS 39: bidi
// controls, invisible default-ignorable characters) is taken out of every request before the
// contract checks it, so it is never stored, exported (CSV, JSON) or sent in a webhook. The rule
// itself is the contract's (src/contract/hidden-characters.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildPath, contract } from '../../src/contract/index.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer, type RunningServer } from '../start.ts';
import { openForTools } from '../store/sqlite.ts';
import { exportRecords, sqliteToolDb } from '../delivery/leads-queries.ts';

describe('over HTTP and in exports', () => {
  let dir: string;
  let running: RunningServer | undefined;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'hidden-characters-test-'));
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    running = await startServer(loadConfig({ DATA_FILE: path.join(dir, 'db.sqlite'), PORT: '0' }), createLogger({ out: quiet }));
  });
  afterEach(async () => {
    await running?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const lead = (name: string) => ({
    email: 'ada@example.com',
    source: 'pricing_page',
    firstName: name,
    company: 'Analytical Engines',
    metadata: { name, company: 'Analytical Engines', phone: '+1 555 0100', planType: 'Mid-Market', submittedAt: new Date().toISOString() },
  });
  const post = (id: 'leads.capture' | 'contact.submit', body: unknown) =>
    fetch(`${running!.url}${buildPath(contract[id])}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('stores and exports a name without its right-to-left override or zero-width characters; a required name of nothing else is refused', async () => {
    expect((await post('leads.capture', lead('Ada\u200B \u202Egnp.exe\u202C'))).status).toBe(201);
    const blank = await post('contact.submit', { name: '\u200B\u202E', email: 'blank@example.com', message: 'Hello', formType: 'contact' });
    expect([blank.status, ((await blank.json()) as { error: { fields: unknown } }).error.fields]).toEqual([400, { name: 'Name is required' }]);
    await running!.close();
    running = undefined;
    const db = openForTools(path.join(dir, 'db.sqlite'));
    const [exported] = await exportRecords(sqliteToolDb(db), ['leads']);
    db.close();
    expect([exported?.firstName, (exported?.metadata as { name: string }).name]).toEqual(['Ada gnp.exe', 'Ada gnp.exe']);
  });
});
