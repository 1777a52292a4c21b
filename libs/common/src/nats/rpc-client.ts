import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { ErrorCode, isRpcErrorPayload } from '@app/contracts';
import {
  connect,
  ErrorCode as NatsErrorCode,
  Events,
  headers as natsHeaders,
  JSONCodec,
  NatsConnection,
  NatsError,
} from 'nats';
import { randomUUID } from 'node:crypto';
import { DomainException } from '../errors/domain.exception';
import { currentRequestId } from '../logging/request-context';
import { injectTraceContext } from '../observability/tracing';
import { tuneNatsConnection } from '../hot-path/install';
import { ReplyMux } from '../hot-path/reply-mux';
import { natsConnectionOptions } from './connection-options';
import { NatsConfig } from '../config/nats.config';
import { DEFAULT_RPC_TIMEOUT_MS, REQUEST_ID_HEADER } from './nats.constants';
import { namespacedSubject, type NatsSettings } from './subject-namespace';

/** The request id is not an option: the request context carries it (docs/DEVELOPING.md "The service shape"). */
export interface RpcCallOptions {
  timeoutMs?: number;
}

/** What a Nest NATS handler answers: `{id, response}` or `{id, err}` (its `send` merges the "disposed" marker in). */
interface NestReply {
  response?: unknown;
  err?: unknown;
}

const UNAVAILABLE: ReadonlySet<string> = new Set([
  NatsErrorCode.NoResponders,
  NatsErrorCode.Timeout,
  NatsErrorCode.ConnectionClosed,
  NatsErrorCode.Disconnect,
]);

/**
 * Request/reply over NATS with a deadline. A service that is down or slow
 * becomes ENGINE_UNAVAILABLE (503) instead of a hanging request.
 *
 * Speaks Nest's packet format to Nest's NATS handlers, over one shared inbox subscription
 * (hot-path/reply-mux.ts) rather than Nest's `ClientProxy`, which subscribes to a new inbox and
 * unsubscribes again for every call.
 */
@Injectable()
export class RpcClient implements OnApplicationShutdown {
  private readonly logger = new Logger(RpcClient.name);
  private readonly codec = JSONCodec();
  private connection?: Promise<NatsConnection>;
  /** While NATS is unreachable, requests fail at once instead of waiting in nats.js's reconnect buffer. */
  private disconnected = false;
  /** Requests waiting for an answer, over one inbox subscription. */
  private mux?: ReplyMux;

  /** Injected by its class token NatsConfig: the app's config class, which extends it. */
  constructor(@Inject(NatsConfig) private readonly settings: NatsSettings) {}

  /** Resolves once connected; the connection retries for ever, as a service should outlive a NATS restart. */
  connected(): Promise<NatsConnection> {
    this.connection ??= this.connect();
    return this.connection;
  }

  private async connect(): Promise<NatsConnection> {
    const options = natsConnectionOptions(this.settings, `rpc-client-${process.pid}`);
    const nats = await connect(options);
    const mux = new ReplyMux(nats, options.inboxPrefix);
    this.mux = mux;
    void this.watch(nats, mux);
    // Closed (drained at shutdown): answers still awaited will not come.
    void nats.closed().then(() => mux.failAll(NatsError.errorForCode(NatsErrorCode.ConnectionClosed)));
    tuneNatsConnection(nats);
    return nats;
  }

  /**
   * NATS delivers at most once: a request or answer on the wire when the connection drops is lost,
   * and its caller would wait for the route's whole deadline (minutes for a translation).
   */
  private async watch(nats: NatsConnection, mux: ReplyMux) {
    for await (const status of nats.status()) {
      if (status.type === Events.Disconnect) {
        this.disconnected = true;
        mux.failAll(disconnectError('the connection to NATS was lost'));
      } else if (status.type === Events.Reconnect) this.disconnected = false;
      else if (status.type === Events.Error && status.permissionContext?.operation === 'publish') {
        // The server refused a request's publish: fail it now, as nats.js's request() did, not at its deadline.
        const refused = status.permissionContext.subject;
        mux.failSubject(refused, new NatsError(`publish to ${refused} refused`, NatsErrorCode.PermissionsViolation));
      }
    }
  }

  /**
   * One request. The active trace context (the caller's server span) travels in the `traceparent`
   * header, so the service's server span is its child: no client span of its own (README "What
   * observability costs": one span a message cost more than it told).
   */
  async send<TResult>(subject: string, payload: object, options: RpcCallOptions = {}): Promise<TResult> {
    const headers = natsHeaders();
    const requestId = currentRequestId();
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    injectTraceContext(headers);
    const packet = this.codec.encode({ pattern: subject, data: payload, id: randomUUID() });
    let reply: NestReply;
    try {
      await this.connected();
      if (this.disconnected || !this.mux) throw disconnectError('NATS is unreachable');
      const message = await this.mux.request(this.namespaced(subject), packet, {
        timeout: options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS,
        headers,
      });
      reply = this.codec.decode(message.data) as NestReply;
    } catch (error) {
      throw this.transportFailure(subject, error);
    }
    if (reply.err !== undefined && reply.err !== null) throw this.remoteFailure(subject, reply.err);
    return reply.response as TResult;
  }

  /** Fire-and-forget broadcast to every replica that listens (a Nest event packet: no id). */
  async publish(subject: string, payload: object): Promise<void> {
    const nats = await this.connected();
    const headers = natsHeaders();
    injectTraceContext(headers);
    const traced = headers.keys().length > 0 ? { headers } : {};
    nats.publish(this.namespaced(subject), this.codec.encode({ pattern: subject, data: payload }), traced);
  }

  /**
   * Hands each event of `subject` to one subscriber in `queue`, a queue group that spans apps (an
   * app's own Nest servers subscribe in its own queue or in none): for work one replica of any of
   * these apps does for all of them. The subscription ends with the connection.
   */
  async subscribeAcrossApps(subject: string, queue: string, handle: (data: unknown) => void): Promise<void> {
    const nats = await this.connected();
    nats.subscribe(this.namespaced(subject), {
      queue: this.namespaced(queue),
      callback: (error, message) => {
        if (error) return;
        let packet: { data?: unknown } | null;
        try {
          // Nest's packet, as publish() writes it.
          packet = this.codec.decode(message.data) as { data?: unknown } | null;
        } catch {
          return;
        }
        handle(packet?.data);
      },
    });
  }

  /** The subject as this cluster's services subscribe it (NATS_SUBJECT_PREFIX). */
  private namespaced(subject: string): string {
    return namespacedSubject(this.settings.NATS_SUBJECT_PREFIX, subject);
  }

  async onApplicationShutdown() {
    if (!this.connection) return;
    const nats = await this.connection.catch(() => undefined);
    await nats?.drain().catch(() => undefined);
  }

  private transportFailure(subject: string, error: unknown): DomainException {
    // A thrown value may be anything (a string, null, an Error): read its fields with care.
    const thrown = error as Partial<NatsError> | null | undefined;
    const text = String(thrown?.message ?? error);
    if (thrown?.code === undefined || !UNAVAILABLE.has(thrown.code)) return this.unexpected(subject, text);
    this.logger.warn({ subject, err: text });
    return new DomainException(
      `The ${serviceOf(subject)} service is unavailable (no answer on ${subject})`,
      ErrorCode.ENGINE_UNAVAILABLE,
    );
  }

  private remoteFailure(subject: string, err: unknown): DomainException {
    if (isRpcErrorPayload(err)) return new DomainException(err.message, err.code, err.details);
    return this.unexpected(subject, err);
  }

  /** Anything but a coded error or an absent service: a 500 whose cause is in the log. */
  private unexpected(subject: string, err: unknown): DomainException {
    this.logger.error({ subject, err });
    return new DomainException(`The ${serviceOf(subject)} service failed to answer`, ErrorCode.INTERNAL);
  }
}

/** Read by transportFailure as a NATS disconnect: a 503 ENGINE_UNAVAILABLE. */
function disconnectError(message: string): Error {
  return Object.assign(new Error(message), { code: NatsErrorCode.Disconnect });
}

/** Subjects begin with the name of the service that answers them (glossary.term.create.v1). */
function serviceOf(subject: string): string {
  return subject.split('.')[0];
}
