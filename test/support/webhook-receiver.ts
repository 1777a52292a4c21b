import http from 'node:http';
import { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  headers: http.IncomingHttpHeaders;
  /** The raw body, as signed. */
  body: string;
  /** What the receiver answered. */
  status: number;
}

/**
 * A real HTTP endpoint for webhook tests: records every POST and answers the scripted statuses
 * in order (the last one repeats; 204 when none are given).
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private constructor(
    private readonly server: http.Server,
    private readonly statuses: number[],
  ) {}

  static async start(statuses: number[] = [204]): Promise<WebhookReceiver> {
    const server = http.createServer();
    const receiver = new WebhookReceiver(server, [...statuses]);
    server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const status = receiver.statuses.length > 1 ? receiver.statuses.shift()! : (receiver.statuses[0] ?? 204);
        receiver.received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status });
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return receiver;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks`;
  }

  /** Waits until `count` requests arrived (or throws after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 30_000): Promise<ReceivedWebhook[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      if (Date.now() > deadline) throw new Error(`webhook receiver got ${this.received.length} of ${count} requests`);
      await new Promise((r) => setTimeout(r, 50));
    }
    return this.received;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
