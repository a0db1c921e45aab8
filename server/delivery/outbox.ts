// The outbox of issue 19 (docs/adr/0010-outbox.md): the messages a stored record causes are queued
// in the same transaction (handlers.ts), and this dispatcher delivers them after the answer, a few at a
// time, retrying on the schedule until a 2xx (webhooks) or an accepted mail. Delivery is at least
// once: a message is marked delivered only after it was, so a crash in between sends it again with
// the same id, which receivers use to drop duplicates.
import { randomUUID } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import type { WebhookEventType } from '../../src/contract/webhooks.ts';
import type { Logger } from '../log.ts';
import { mailMessage, salesMail } from './mail.ts';
import { StoreUnavailableError, type OutboxMessage, type OutboxRow, type RecordStore, type WriteTx } from '../store/store.ts';

/** Delivers one message; throws (with a short reason) when it was not delivered. */
export type Deliver = (message: OutboxRow) => Promise<void>;

export interface WebhookConfig {
  url: string;
  /** One secret, or two during a rotation: every delivery carries a signature of each. */
  secrets: string[];
  timeoutMs: number;
}

/** Standard Webhooks 1.0: webhook-id (the message id, the same on every attempt), webhook-timestamp, webhook-signature. */
export function webhookDelivery(config: WebhookConfig): Deliver {
  const signers = config.secrets.map((secret) => new Webhook(secret));
  return async (message) => {
    const body = JSON.stringify(message.payload);
    const sentAt = new Date();
    const response = await fetch(config.url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(config.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'webhook-id': message.id,
        'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
        'webhook-signature': signers.map((signer) => signer.sign(message.id, sentAt, body)).join(' '),
      },
    });
    await response.body?.cancel();
    if (response.status < 200 || response.status >= 300) throw new Error(`HTTP ${response.status}`);
  };
}

/** The webhook event of a stored record: `{ type, timestamp, data }`, data being the record as the contract types it. */
export function webhookEvent(type: WebhookEventType, data: { email?: string; createdAt: string }): OutboxMessage {
  return {
    id: `msg_${randomUUID()}`,
    channel: 'webhook',
    kind: type,
    email: data.email ?? null,
    payload: { type, timestamp: data.createdAt, data },
    createdAt: new Date().toISOString(),
  };
}

/** What handlers.ts calls in the write of a record: queues every message the record causes. */
export type Notify = (tx: WriteTx, type: WebhookEventType, record: { email?: string; createdAt: string }) => void;

export function notifier(channels: { webhook: boolean; salesEmail: string | undefined }): Notify {
  return (tx, type, record) => {
    if (channels.webhook) tx.enqueue(webhookEvent(type, record));
    if (channels.salesEmail) tx.enqueue(mailMessage(`sales.${type}`, salesMail(channels.salesEmail, type, record)));
  };
}

export interface DispatcherOptions {
  store: RecordStore;
  deliver: Record<string, Deliver>;
  /** Delay before each retry, in ms: the message fails for good after the last. */
  retryDelaysMs: readonly number[];
  log: Logger;
  /** Deliveries in flight at most: a backlog never floods a receiver nor fills memory. */
  concurrency?: number;
  pollMs?: number;
}

export interface Dispatcher {
  /** Stops taking messages and waits (up to `graceMs`) for those in flight. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * `text` with the user and password taken out of every URL in it: fetch's error names the URL it
 * refused, credentials included, and an error text reaches the log and `npm run leads -- failed`.
 */
export function withoutCredentials(text: string): string {
  return text
    .split(/(\s+)/)
    .map((word) => {
      const at = word.indexOf('://');
      if (at < 1 || !word.includes('@')) return word;
      let start = at;
      while (start > 0 && /[A-Za-z0-9+.-]/.test(word[start - 1] ?? '')) start--;
      try {
        const url = new URL(word.slice(start));
        if (!url.username && !url.password) return word;
        url.username = '';
        url.password = '';
        return `${word.slice(0, start)}${url.href}`;
      } catch {
        return word;
      }
    })
    .join('');
}

/** The retry delay with ±10 % jitter, so retries of many messages do not arrive together. */
const withJitter = (ms: number) => Math.round(ms * (0.9 + 0.2 * Math.random()));

export function startDispatcher({ store, deliver, retryDelaysMs, log, concurrency = 4, pollMs = 200 }: DispatcherOptions): Dispatcher {
  const inFlight = new Map<string, Promise<void>>();
  // Only the channels this instance can deliver: on a shared database, another instance's messages are not taken (issue 59).
  const channels = Object.keys(deliver);
  let stopped = false;
  let unavailable = false;

  /**
   * Records a delivery's outcome, again and again while the store is unavailable: a mail sent but not
   * marked delivered would be sent again once its claim ends. The message stays in flight meanwhile,
   * so this instance does not take it again.
   */
  const settle = async (id: string, outcome: Parameters<WriteTx['settle']>[1]): Promise<void> => {
    for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
      try {
        await store.write((tx) => tx.settle(id, outcome));
        return;
      } catch (error) {
        if (!(error instanceof StoreUnavailableError) || stopped) throw error;
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  };

  const attempt = async (message: OutboxRow): Promise<void> => {
    const send = deliver[message.channel];
    let error: string | undefined;
    try {
      if (!send) throw new Error(`no ${message.channel} channel configured`); // dueMessages asks for configured channels only
      await send(message);
    } catch (cause) {
      const reason = cause instanceof Error ? (cause.name === 'TimeoutError' ? 'timeout' : (cause.cause as Error | undefined)?.message ?? cause.message) : String(cause);
      error = withoutCredentials(reason);
    }
    const attempts = message.attempts + 1;
    if (error === undefined) {
      await settle(message.id, { delivered: true });
      return;
    }
    const delay = retryDelaysMs[attempts - 1];
    const retryAt = delay === undefined ? null : Date.now() + withJitter(delay);
    await settle(message.id, { delivered: false, error, retryAt });
    if (retryAt === null) {
      log.event('delivery_failed', { id: message.id, channel: message.channel, kind: message.kind, attempts, error, level: 'warn' });
    }
  };

  let looking = false;
  const pump = async () => {
    if (stopped || looking || inFlight.size >= concurrency) return;
    looking = true;
    let due: OutboxRow[];
    try {
      due = await store.dueMessages(Date.now(), concurrency - inFlight.size, new Set(inFlight.keys()), channels);
    } catch (error) {
      // The database restarting: said once, not every poll; the next poll after it is back delivers.
      if (!(error instanceof StoreUnavailableError)) log.error('outbox_read_failed', error);
      else if (!unavailable) log.event('outbox_paused', { level: 'warn', reason: 'store unavailable' });
      unavailable = error instanceof StoreUnavailableError;
      return;
    } finally {
      looking = false;
    }
    unavailable = false;
    if (stopped) return;
    for (const message of due) {
      const running = attempt(message)
        .catch((error: unknown) => log.error('delivery_bookkeeping_failed', error, { id: message.id }))
        .finally(() => {
          inFlight.delete(message.id);
          void pump();
        });
      inFlight.set(message.id, running);
    }
  };

  const timer = setInterval(() => void pump(), pollMs);
  timer.unref();
  void pump();
  return {
    async stop(graceMs = 5000) {
      stopped = true;
      clearInterval(timer);
      await Promise.race([Promise.all(inFlight.values()), new Promise((resolve) => setTimeout(resolve, graceMs).unref())]);
    },
  };
}
