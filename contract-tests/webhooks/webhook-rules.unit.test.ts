// The webhook rules pass a server that delivers as the contract says, and fail one that signs with
// another secret, renames a field of the payload, or retries under a new webhook-id. The server is
// a small fake on loopback (the capture calls store and send their event); the kit's receiver too.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterEach, describe, expect, it } from 'vitest';
import { remoteTarget } from '../remote-target.ts';
import { runRules } from '../run.ts';
import { WebhookReceiver } from './receiver.ts';
import { webhookRules } from './webhook-rules.ts';

const SECRET = `whsec_${Buffer.from('contract-tests-webhook-secret-0001').toString('base64')}`;
const OTHER_SECRET = `whsec_${Buffer.from('some-other-secret-of-32-bytes-0002').toString('base64')}`;

interface Bugs {
  secret?: string;
  renameEmail?: boolean;
  newIdOnRetry?: boolean;
}

const typeOf = (path: string, body: { source?: string }) =>
  path === '/api/contact/submit' ? 'contact.submitted' : path === '/api/booking/schedule' ? 'booking.scheduled' : body.source === 'event-registration' ? 'event.registered' : 'lead.captured';

let server: Server | undefined;
let receiver: WebhookReceiver | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  await receiver?.close();
});

/** Stores nothing but answers 201 { id } and sends the record's event to `hookUrl`, retrying a non-2xx once. */
async function fakeServer(hookUrl: string, bugs: Bugs): Promise<string> {
  let count = 0;
  server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', async () => {
      const body = JSON.parse(text) as Record<string, unknown> & { email?: string; source?: string };
      count += 1;
      const id = `rec_${count}`;
      res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ id }));
      const createdAt = new Date().toISOString();
      const data = { ...body, ...(bugs.renameEmail ? { email: undefined, mail: body.email } : {}), id, createdAt };
      const payload = JSON.stringify({ type: typeOf(req.url ?? '', body), timestamp: createdAt, data });
      const deliver = (messageId: string) => {
        const at = new Date();
        const signature = new Webhook(bugs.secret ?? SECRET).sign(messageId, at, payload);
        return fetch(hookUrl, {
          method: 'POST',
          body: payload,
          headers: { 'content-type': 'application/json', 'webhook-id': messageId, 'webhook-timestamp': String(Math.floor(at.getTime() / 1000)), 'webhook-signature': signature },
        });
      };
      const first = await deliver(`msg_${id}`);
      if (first.status >= 300) await deliver(bugs.newIdOnRetry ? `msg_${id}_again` : `msg_${id}`);
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The outcome and reason of each webhook rule against a fake server with these bugs. */
async function outcomes(bugs: Bugs): Promise<Array<[string, string | undefined]>> {
  receiver = new WebhookReceiver();
  const hookUrl = await receiver.listen('127.0.0.1', 0);
  const running = await remoteTarget({ baseUrl: await fakeServer(hookUrl, bugs), timeoutMs: 2000, rateLimit: 'off' });
  running.target.hooks.webhooks = { receiver, secret: SECRET, waitMs: 1000 };
  const results = await runRules(running, webhookRules);
  return results.map((r) => [r.outcome, r.detail?.replace(/rec_\d+|msg_rec_\d+/g, 'ID')]);
}

describe('webhook rules', () => {
  it('pass a server that signs, shapes and retries its deliveries as the contract says', async () => {
    expect(await outcomes({})).toEqual([
      ['passed', undefined],
      ['passed', undefined],
    ]);
  });

  it('fail deliveries signed with another secret', async () => {
    const [first, retry] = await outcomes({ secret: OTHER_SECRET });
    expect(first?.[0]).toBe('failed');
    expect(first?.[1]).toBe(
      ['lead.captured', 'event.registered', 'contact.submitted', 'booking.scheduled']
        .map((type) => `the ${type} delivery ID does not verify with the given secret (Standard Webhooks 1.0: No matching signature found)`)
        .join(' | '),
    );
    expect(retry?.[0]).toBe('failed');
  });

  it('fail a payload whose record does not match the contract', async () => {
    const [first] = await outcomes({ renameEmail: true });
    expect(first?.[1]?.split(' | ')[0]).toMatch(/^the lead\.captured delivery ID does not match the contract: .*email/);
  });

  it('fail a retry under a new webhook-id', async () => {
    const [first, retry] = await outcomes({ newIdOnRetry: true });
    expect(first).toEqual(['passed', undefined]);
    expect(retry).toEqual(['failed', 'the retry has webhook-id ID_again, the first attempt ID: a receiver could not drop the duplicate']);
  });
});
