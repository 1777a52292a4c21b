import { Inject, Injectable, Logger } from '@nestjs/common';
import { ClientProxy, NatsRecordBuilder } from '@nestjs/microservices';
import { ErrorCode, isRpcErrorPayload } from '@app/contracts';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, timeout } from 'rxjs';
import { DomainException } from '../errors/domain.exception';
import { currentRequestId } from '../logging/request-context';
import { DEFAULT_RPC_TIMEOUT_MS, NATS_CLIENT, REQUEST_ID_HEADER } from './nats.constants';

export interface RpcCallOptions {
  timeoutMs?: number;
  requestId?: string;
}

/**
 * Request/reply over NATS with a deadline. A service that is down or slow
 * becomes ENGINE_UNAVAILABLE (503) instead of a hanging request.
 */
@Injectable()
export class RpcClient {
  private readonly logger = new Logger(RpcClient.name);

  constructor(@Inject(NATS_CLIENT) private readonly client: ClientProxy) {}

  async send<TResult>(subject: string, payload: object, options: RpcCallOptions = {}): Promise<TResult> {
    const headers = natsHeaders();
    const requestId = options.requestId ?? currentRequestId();
    if (requestId) headers.set(REQUEST_ID_HEADER, requestId);
    const record = new NatsRecordBuilder(payload).setHeaders(headers).build();
    try {
      return await firstValueFrom(this.client.send<TResult>(subject, record).pipe(timeout(options.timeoutMs ?? DEFAULT_RPC_TIMEOUT_MS)));
    } catch (error) {
      throw this.translate(subject, error);
    }
  }

  /** Fire-and-forget broadcast to every replica that listens. */
  async publish(subject: string, payload: object): Promise<void> {
    await firstValueFrom(this.client.emit(subject, payload), { defaultValue: undefined });
  }

  private translate(subject: string, error: unknown): DomainException {
    if (isRpcErrorPayload(error)) return new DomainException(error.message, error.code, error.details);
    const service = subject.split('.')[0];
    const text = String((error as Error)?.message ?? error);
    if ((error as Error)?.name === 'TimeoutError' || /no responders|no subscribers|timeout|503/i.test(text)) {
      this.logger.warn({ subject, err: text });
      return new DomainException(`The ${service} service is unavailable (no answer on ${subject})`, ErrorCode.ENGINE_UNAVAILABLE);
    }
    this.logger.error({ subject, err: text });
    return new DomainException(`The ${service} service failed to answer`, ErrorCode.INTERNAL);
  }
}
