import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { contract } from '../../src/contract/index.ts';
import { loadConfig } from '../config.ts';
import { createLogger } from '../log.ts';
import { startServer } from '../start.ts';
import { subscriberKey } from './client-key.ts';

describe('subscriberKey (issue 59: rotating addresses of one IPv6 /64 got 200 of 200 chat starts)', () => {
  it('keys an IPv6 address by its /64, an IPv4 one (mapped too) by itself', () => {
    expect(subscriberKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(subscriberKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(subscriberKey('2001:db8:1:2::')).toBe('2001:db8:1:2::/64');
    expect(subscriberKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(subscriberKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(subscriberKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(subscriberKey('::1')).toBe('0:0:0:0::/64');
    expect(subscriberKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(subscriberKey('192.0.2.7')).toBe('192.0.2.7');
    expect(subscriberKey('unknown')).toBe('unknown');
  });

  it('limits a client behind a proxy once across the addresses of its /64', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'subscriber-key-'));
    const quiet = new Writable({ write: (_chunk, _encoding, done) => done() });
    const running = await startServer(loadConfig({ DATA_FILE: path.join(dir, 'db.sqlite'), PORT: '0', TRUST_PROXY: '1', RATE_LIMIT_MAX: '3' }), createLogger({ out: quiet }));
    try {
      const start = (forwardedFor: string) =>
        fetch(`${running.url}${contract['chat.start'].path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
          body: JSON.stringify({ agentType: 'concierge', messages: [] }),
        }).then((res) => res.status);
      const statuses = [];
      for (let n = 1; n <= 5; n++) statuses.push(await start(`2001:db8:7:7:${n.toString(16)}::${n}`));
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect(await start('2001:db8:7:8::1')).toBe(201);
    } finally {
      await running.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
