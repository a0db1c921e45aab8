// Issue 14, real-API mode: a lead sent with the campaign attribution of its session is stored with
// it by the reference server, and a malformed attribution never costs the lead.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Writable } from 'node:stream';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createLogger } from './log.ts';
import { startServer, type RunningServer } from './start.ts';

let dir: string;
let dataFile: string;
let running: RunningServer | undefined;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'attribution-test-'));
  dataFile = path.join(dir, 'db.sqlite');
  const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
  running = await startServer(loadConfig({ DATA_FILE: dataFile, PORT: '0' }), createLogger({ out: quiet }));
});
afterEach(async () => {
  await running?.close();
  await rm(dir, { recursive: true, force: true });
});

async function post(pathname: string, body: unknown): Promise<number> {
  const res = await fetch(`${running!.url}${pathname}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  await res.text();
  return res.status;
}

function storedWith(email: string): Record<string, unknown> | undefined {
  const db = new DatabaseSync(dataFile, { readOnly: true });
  try {
    const rows = db.prepare('SELECT data FROM records').all() as { data: string }[];
    return rows.map((row) => JSON.parse(row.data) as Record<string, unknown>).find((record) => record.email === email);
  } finally {
    db.close();
  }
}

const campaign = { utm_source: 'linkedin', utm_campaign: 'q3-audit', landingPath: '/' };
const pricingLead = (email: string, attribution: unknown) => ({
  email,
  source: 'pricing_page',
  metadata: { name: 'Jamie Rivera', company: 'Northwind Logistics', phone: '+1 415 555 0142', planType: 'Mid-Market', submittedAt: '2026-11-23T12:00:00.000Z' },
  attribution,
});

it('stores a pricing lead with the attribution of its session (utm_source linkedin, utm_campaign q3-audit)', async () => {
  expect(await post('/api/leads/capture', pricingLead('jamie.rivera@northwind-logistics.example', campaign))).toBe(201);
  expect(await post('/api/contact/submit', { name: 'Ana Ruiz', email: 'ana.ruiz@helix-health.example', message: 'Hello', formType: 'contact', attribution: campaign })).toBe(201);
  await running!.close();
  running = undefined;
  expect(storedWith('jamie.rivera@northwind-logistics.example')?.attribution).toEqual(campaign);
  expect(storedWith('ana.ruiz@helix-health.example')?.attribution).toEqual(campaign);
});

it('stores the lead without attribution when the attribution is malformed', async () => {
  expect(await post('/api/leads/capture', pricingLead('sam.lee@summit-capital.example', 'linkedin'))).toBe(201);
  expect(await post('/api/leads/capture', pricingLead('kim.park@brightline.example', { utm_source: 'a\u0000b', utm_campaign: 'q3-audit' }))).toBe(201);
  await running!.close();
  running = undefined;
  expect(storedWith('sam.lee@summit-capital.example')).toBeDefined();
  expect(storedWith('sam.lee@summit-capital.example')?.attribution).toBeUndefined();
  expect(storedWith('kim.park@brightline.example')?.attribution).toEqual({ utm_campaign: 'q3-audit' });
});
