// Webhook conformance (issue 48 point 4): with --webhooks the kit receives what the server sends
// and checks it against the contract's `webhooks` and Standard Webhooks 1.0, verified by the
// reference verifier (the standardwebhooks package): a signature with the given secret, a timestamp
// within its tolerance, the payload the contract types, and a retry with the same webhook-id after
// the receiver answered 500.
import { Webhook } from 'standardwebhooks';
import { webhookEvents, type WebhookEventType } from '../../src/contract/webhooks.ts';
import { check, ContractViolation, expectCreated, send, uniqueEmail, type Target } from '../http.ts';
import type { Rule } from '../rules.ts';
import { samples } from '../samples.ts';
import type { Delivery, WebhookReceiver } from './receiver.ts';

export interface WebhookHook {
  receiver: WebhookReceiver;
  secret: string;
  /** How long to wait for a delivery, and for the retry of a refused one. */
  waitMs: number;
}

/** One delivery fits Standard Webhooks 1.0 and the contract's event of this type. */
export function checkDelivery(delivery: Delivery, secret: string, type: WebhookEventType): { id: string; data: Record<string, unknown> } {
  const id = delivery.headers['webhook-id'] ?? '';
  const where = `the ${type} delivery${id ? ` ${id}` : ''}`;
  check(id.length > 0, `${where} has no webhook-id header`);
  check(/^application\/json\b/i.test(delivery.headers['content-type'] ?? ''), `${where} has Content-Type '${delivery.headers['content-type'] ?? '(none)'}', expected application/json`);
  try {
    new Webhook(secret).verify(delivery.body, delivery.headers);
  } catch (error) {
    throw new ContractViolation(`${where} does not verify with the given secret (Standard Webhooks 1.0: ${error instanceof Error ? error.message : String(error)})`);
  }
  const parsed = webhookEvents[type].schema.safeParse(JSON.parse(delivery.body));
  check(parsed.success, `${where} does not match the contract: ${parsed.success ? '' : parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`).join('; ')}`);
  return { id, data: parsed.data.data as Record<string, unknown> };
}

/** Stores one record of each event type; resolves with the type and the record's id. */
const causes: Record<WebhookEventType, (t: Target) => Promise<string>> = {
  'lead.captured': async (t) => expectCreated('leads.capture', await send(t, 'leads.capture', { body: samples.pricingLead() })).id,
  'event.registered': async (t) =>
    expectCreated('leads.capture', await send(t, 'leads.capture', { body: samples.eventRegistration(uniqueEmail('webhook-event'), 'building-custom-ai-workflows') })).id,
  'contact.submitted': async (t) => expectCreated('contact.submit', await send(t, 'contact.submit', { body: samples.contact() })).id,
  'booking.scheduled': async (t) => expectCreated('booking.schedule', await send(t, 'booking.schedule', { body: samples.booking() })).id,
};

const hookOf = (t: Target) => t.hooks.webhooks!;
const WHY = 'product-rules.md D1: captured data reaches the team; the OpenAPI document (webhooks) states each event, sent per Standard Webhooks 1.0 and retried until a 2xx.';

export const webhookRules: readonly Rule[] = [
  {
    call: 'webhooks',
    rule: `each event (${Object.keys(webhookEvents).join(', ')}) is delivered once stored, signed with the secret, with the payload the contract types`,
    why: WHY,
    needsState: 'memory',
    needs: ['webhooks'],
    run: async (t) => {
      const { receiver, secret, waitMs } = hookOf(t);
      const broken: string[] = [];
      for (const type of Object.keys(causes) as WebhookEventType[]) {
        const recordId = await causes[type](t);
        const [delivery] = await receiver.deliveriesOf(recordId, 1, waitMs, t.signal);
        try {
          check(delivery, `no ${type} delivery for record ${recordId} within ${waitMs} ms`);
          const event = checkDelivery(delivery, secret, type);
          check(event.data.id === recordId, `the ${type} delivery carries record ${String(event.data.id)}, expected ${recordId}`);
        } catch (error) {
          if (!(error instanceof ContractViolation)) throw error;
          broken.push(error.message);
        }
      }
      check(broken.length === 0, broken.join(' | '));
    },
  },
  {
    call: 'webhooks',
    rule: 'a delivery answered 500 is sent again with the same webhook-id, signed anew',
    why: WHY,
    needsState: 'memory',
    needs: ['webhooks'],
    run: async (t) => {
      const { receiver, secret, waitMs } = hookOf(t);
      const body = samples.contact();
      receiver.refuseFirstDeliveryOf(body.email);
      expectCreated('contact.submit', await send(t, 'contact.submit', { body }));
      const [first, retry] = await receiver.deliveriesOf(body.email, 2, waitMs, t.signal);
      check(first, `no contact.submitted delivery within ${waitMs} ms`);
      check(retry, `the delivery answered 500 was not sent again within ${waitMs} ms (--webhook-wait-ms)`);
      const a = checkDelivery(first, secret, 'contact.submitted');
      const b = checkDelivery(retry, secret, 'contact.submitted');
      check(a.id === b.id, `the retry has webhook-id ${b.id}, the first attempt ${a.id}: a receiver could not drop the duplicate`);
      check(Number(retry.headers['webhook-timestamp']) >= Number(first.headers['webhook-timestamp']), 'the retry is signed with an older timestamp than the first attempt');
    },
  },
];
