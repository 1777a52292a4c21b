import { createInbox, ErrorCode, Msg, MsgHdrs, NatsConnection, NatsError, Subscription } from 'nats';

interface Pending {
  subject: string;
  resolve: (message: Msg) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout;
}

/**
 * Requests over one inbox subscription, answers matched to callers by the last token of the
 * reply subject: what nats.js's own `request()` does, less its per-request bookkeeping. nats.js
 * builds for every request a request object, two deferreds, a `Promise.race` and, once answered,
 * a `NatsError` (with its stack trace) that nothing reads; that was the largest single function
 * in the gateway's profile (README.md in this folder). Here a request is one Promise,
 * one timer and one Map entry.
 *
 * Kept from nats.js: the deadline (a `TIMEOUT` NatsError), no responders (the server's empty
 * 503 status message: a `503` NatsError), a refused publish (`PERMISSIONS_VIOLATION`, through
 * `failSubject`), and a closed connection (`CONNECTION_CLOSED` from `publish`).
 */
export class ReplyMux {
  private readonly pending = new Map<string, Pending>();
  private subscription?: Subscription;
  private inbox = '';
  private nextToken = 0;

  constructor(
    private readonly nats: NatsConnection,
    private readonly inboxPrefix?: string,
  ) {}

  get size(): number {
    return this.pending.size;
  }

  request(subject: string, data: Uint8Array, options: { timeout: number; headers?: MsgHdrs }): Promise<Msg> {
    this.subscribe();
    const token = (this.nextToken++).toString(36);
    return new Promise<Msg>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(token);
        reject(NatsError.errorForCode(ErrorCode.Timeout));
      }, options.timeout);
      this.pending.set(token, { subject, resolve, reject, timer });
      try {
        this.nats.publish(subject, data, { reply: this.inbox + token, headers: options.headers });
      } catch (error) {
        this.settle(token)?.reject(error);
      }
    });
  }

  /** Fails every request waiting for an answer (a lost connection may have lost their answers). */
  failAll(error: unknown): void {
    for (const token of [...this.pending.keys()]) this.settle(token)?.reject(error);
  }

  /** Fails the requests sent on `subject`: the server refused their publish (a permissions violation). */
  failSubject(subject: string, error: unknown): void {
    for (const [token, request] of this.pending) if (request.subject === subject) this.settle(token)?.reject(error);
  }

  /** One subscription for all answers, made again if the server dropped it. */
  private subscribe(): void {
    if (this.subscription && !this.subscription.isClosed()) return;
    this.inbox = `${createInbox(this.inboxPrefix)}.`;
    this.subscription = this.nats.subscribe(`${this.inbox}*`, {
      callback: (error, message) => (error ? this.failAll(error) : this.answer(message)),
    });
  }

  private answer(message: Msg): void {
    const request = this.settle(message.subject.slice(this.inbox.length));
    if (!request) return; // timed out already
    if (message.data.length === 0 && message.headers?.code === 503) {
      request.reject(NatsError.errorForCode(ErrorCode.NoResponders));
    } else request.resolve(message);
  }

  private settle(token: string): Pending | undefined {
    const request = this.pending.get(token);
    if (!request) return undefined;
    this.pending.delete(token);
    clearTimeout(request.timer);
    return request;
  }
}
