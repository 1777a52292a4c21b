import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { MsgHdrs } from 'nats';
import { randomUUID } from 'node:crypto';
import { Observable } from 'rxjs';
import { REQUEST_ID_HEADER } from '../nats/nats.constants';
import { runWithRequestId } from './request-context';

/**
 * The NATS context as Nest hands it over, typed for what it may really be: Nest types the headers
 * as `any`, and a message published without headers has none.
 */
interface IncomingNatsContext {
  getHeaders?: () => MsgHdrs | undefined;
}

/** Takes the correlation id from the NATS headers of an incoming message (or makes one) for the handler's duration. */
@Injectable()
export class RequestIdInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'rpc') return next.handle();
    const nats = context.switchToRpc().getContext<IncomingNatsContext | undefined>();
    const fromHeader = nats?.getHeaders?.()?.get(REQUEST_ID_HEADER);
    // An absent header reads as '' from nats.js: both mean "make one".
    const requestId = fromHeader === undefined || fromHeader === '' ? randomUUID() : fromHeader;
    return new Observable((subscriber) => runWithRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}
