// The kit's webhook receiver (issue 48 point 4, `--webhooks HOST:PORT`): the server under test is
// configured to send its webhooks here. It keeps every delivery as received (headers and raw body)
// and answers 204, or 500 to the first attempt of an event a rule asked to refuse, to see the retry.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery {
  headers: Record<string, string>;
  body: string;
  /** The status the receiver answered. */
  answered: number;
  at: number;
}

export class WebhookReceiver {
  readonly deliveries: Delivery[] = [];
  #server: Server | undefined;
  #refuseFirst = new Set<string>();
  #waiters = new Set<() => void>();

  /** Listens on host:port (port 0 for a free one); resolves with the URL to configure on the server. */
  async listen(host: string, port: number): Promise<string> {
    this.#server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(', ') : (v ?? '')]));
        const refuse = [...this.#refuseFirst].find((marker) => body.includes(marker));
        if (refuse) this.#refuseFirst.delete(refuse);
        const answered = refuse ? 500 : 204;
        this.deliveries.push({ headers, body, answered, at: Date.now() });
        res.writeHead(answered).end();
        for (const wake of this.#waiters) wake();
      });
    });
    await new Promise<void>((resolve, reject) => {
      this.#server!.once('error', reject);
      this.#server!.listen(port, host, () => resolve());
    });
    const address = this.#server.address() as AddressInfo;
    return `http://${host}:${address.port}/`;
  }

  /** The first delivery whose body holds `marker` (a record id) is answered 500, so the server retries it. */
  refuseFirstDeliveryOf(marker: string): void {
    this.#refuseFirst.add(marker);
  }

  /** Waits until `count` deliveries hold `marker`, or the deadline; returns those that came. */
  async deliveriesOf(marker: string, count: number, timeoutMs: number, signal?: AbortSignal): Promise<Delivery[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.deliveries.filter((d) => d.body.includes(marker));
      if (found.length >= count || Date.now() >= deadline || signal?.aborted) return found;
      await new Promise<void>((resolve) => {
        const wake = () => {
          this.#waiters.delete(wake);
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(250, Math.max(deadline - Date.now(), 0)));
        this.#waiters.add(wake);
      });
    }
  }

  async close(): Promise<void> {
    this.#server?.closeAllConnections();
    await new Promise<void>((resolve) => (this.#server ? this.#server.close(() => resolve()) : resolve()));
  }
}
