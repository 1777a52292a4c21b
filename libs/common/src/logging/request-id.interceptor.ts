import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { NatsContext } from '@nestjs/microservices';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER } from '../nats/nats.constants';
import { runWithRequestId } from './request-context';

/** Takes the correlation id from the NATS headers of an incoming message (or makes one) for the handler's duration. */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<NatsContext>();
    const requestId = nats?.getHeaders?.()?.get(REQUEST_ID_HEADER) || randomUUID();
    return new Observable((subscriber) => runWithRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}
