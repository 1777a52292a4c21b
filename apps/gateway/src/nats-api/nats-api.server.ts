import { BeforeApplicationShutdown, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { malformedJson, noSuchOperation } from './nats-api.errors';
import {
  asyncContext,
  DomainException,
  namespacedSubject,
  rateLimitedError,
  rateLimitHeaders,
  REQUEST_ID_HEADER,
  requestContext,
  RequestLimits,
  RpcClient,
} from '@app/common';
import { API_SUBJECTS_WILDCARD, ErrorCode } from '@app/contracts';
import { headers as natsHeaders, Msg, MsgHdrs, Subscription } from 'nats';
import { randomUUID } from 'node:crypto';
import { ApiKeyAuthenticator } from '../auth/api-key-authenticator';
import { GatewayConfig } from '../config/gateway.config';
import { Enveloped, successEnvelope } from '../envelope/enveloped';
import { TextSafetyPipe } from '../envelope/text-safety.pipe';
import { createHttpValidationPipe } from '../envelope/validation.pipe';
import { quotaRetryAfter } from '../errors/http-error.filter';
import { NatsApiOperation, NatsApiOperations } from './nats-api.operations';

/** Replicas share the NATS API's requests, as they share HTTP requests behind a load balancer. */
const QUEUE_GROUP = 'gateway-api';

interface Answer {
  body: object;
  headers: Record<string, string>;
}

/**
 * The NATS API's front door (README "NATS API"): every `api.v1.*` request passes the checks of a
 * REST request, the same code: the API key (ApiKeyAuthenticator, cache and revocation included),
 * the key's rate limit (RequestLimits), text safety and the REST body's validation, then the
 * operation; the answer is the REST envelope, with the REST headers (RateLimit-*, Retry-After).
 */
@Injectable()
export class NatsApiServer implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(NatsApiServer.name);
  private readonly bySubject: Map<string, NatsApiOperation>;
  private readonly textSafety = new TextSafetyPipe();
  private readonly validation = createHttpValidationPipe();
  private subscription?: Subscription;

  constructor(
    operations: NatsApiOperations,
    private readonly rpc: RpcClient,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly limits: RequestLimits,
    private readonly config: GatewayConfig,
  ) {
    this.bySubject = new Map(operations.all.map((op) => [this.namespaced(op.subject), op]));
  }

  onApplicationBootstrap(): void {
    // Not awaited: the gateway serves HTTP while NATS is still being reached (the client retries for ever).
    void this.rpc.connected().then((nats) => {
      this.subscription = nats.subscribe(this.namespaced(API_SUBJECTS_WILDCARD), {
        queue: QUEUE_GROUP,
        callback: (error, msg) => {
          if (!error) void this.answer(msg);
        },
      });
    });
  }

  /** Requests already received are answered; no new ones arrive (another replica takes them). */
  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.drain().catch(() => undefined);
  }

  private async answer(msg: Msg): Promise<void> {
    if (!msg.reply) return; // A publish without a reply subject: nobody to answer.
    const requestHeaders = headerRecord(msg.headers);
    const requestId = requestHeaders[REQUEST_ID_HEADER] || randomUUID();
    const rateHeaders: Record<string, string> = {};
    let answer: Answer;
    try {
      // The operation runs in the request's context, as an HTTP route does: its RPCs carry the id.
      const result = await asyncContext.run(requestContext(requestId), () =>
        this.handle(msg, requestHeaders, rateHeaders),
      );
      const body =
        result instanceof Enveloped
          ? successEnvelope(result.data, result.extras, result.status)
          : successEnvelope(result);
      answer = { body, headers: rateHeaders };
    } catch (error) {
      answer = this.failure(error, msg.subject, requestId, rateHeaders);
    }
    const headers = natsHeaders();
    // Spelled as HTTP answers carry it (NATS header names are case-sensitive).
    headers.set('X-Request-Id', requestId);
    for (const [name, value] of Object.entries(answer.headers)) headers.set(name, value);
    msg.respond(new TextEncoder().encode(JSON.stringify(answer.body)), { headers });
  }

  private async handle(
    msg: Msg,
    requestHeaders: Record<string, string>,
    rateHeaders: Record<string, string>,
  ): Promise<unknown> {
    const operation = this.bySubject.get(msg.subject);
    if (!operation) throw noSuchOperation(msg.subject);
    const caller = await this.authenticator.authenticate(requestHeaders);
    const decision = await this.limits.takeRequest(caller);
    if (decision) {
      Object.assign(rateHeaders, rateLimitHeaders(decision));
      if (!decision.allowed) throw rateLimitedError(decision);
    }
    const payload = this.textSafety.transform(parseBody(msg.data), { type: 'body' });
    const request = (await this.validation.transform(payload, { type: 'body', metatype: operation.request })) as object;
    return operation.handle(request, { caller });
  }

  private failure(error: unknown, subject: string, requestId: string, headers: Record<string, string>): Answer {
    const timestamp = new Date().toISOString();
    if (error instanceof DomainException) {
      const { code, message, details } = error;
      const retry = code === ErrorCode.QUOTA_EXCEEDED ? quotaRetryAfter(details) : undefined;
      const envelope = { code, message, ...(details ? { details } : {}) };
      return { body: { status: 'error', timestamp, error: envelope }, headers: { ...headers, ...retry } };
    }
    this.logger.error({ requestId, subject, err: String(error) }, error instanceof Error ? error.stack : undefined);
    const envelope = {
      code: ErrorCode.INTERNAL,
      message: `Internal error (request id ${requestId})`,
      details: [{ requestId }],
    };
    return { body: { status: 'error', timestamp, error: envelope }, headers };
  }

  private namespaced(subject: string): string {
    return namespacedSubject(this.config.NATS_SUBJECT_PREFIX, subject);
  }
}

/** Header names in lower case, as HTTP hands them to the key check. */
function headerRecord(headers: MsgHdrs | undefined): Record<string, string> {
  const record: Record<string, string> = {};
  for (const name of headers?.keys() ?? []) record[name.toLowerCase()] = headers?.get(name) ?? '';
  return record;
}

/** An empty message is an empty request (the `nats` CLI sends one for `nats req subject ''`). */
function parseBody(data: Uint8Array): unknown {
  const text = new TextDecoder().decode(data).trim();
  if (text === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw malformedJson();
  }
}
