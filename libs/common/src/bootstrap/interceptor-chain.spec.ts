import { CallHandler, ExecutionContext } from '@nestjs/common';
import { ExecutionContextHost } from '@nestjs/core/helpers/execution-context-host';
import { NatsContext } from '@nestjs/microservices';
import { headers as natsHeaders } from 'nats';
import { firstValueFrom, Observable, tap } from 'rxjs';
import { InFlight } from '../lifecycle/in-flight';
import { InFlightInterceptor } from '../lifecycle/in-flight.interceptor';
import { currentRequestId } from '../logging/request-context';
import { REQUEST_ID_HEADER } from '../nats/nats.constants';
import { IncomingMessageInterceptor } from './incoming-message.interceptor';
import { InterceptorChain, SyncInterceptor } from './interceptor-chain';

/** A NATS message's context as Nest builds it for a handler, carrying a request id header. */
function natsMessage(requestId: string): ExecutionContext {
  const headers = natsHeaders();
  headers.set(REQUEST_ID_HEADER, requestId);
  const host = new ExecutionContextHost([{ text: 'Hello' }, new NatsContext(['translation.translate.v1', headers])]);
  host.setType('rpc');
  return host;
}

/** Records when it is called and when its handler's answer passes through it. */
function recording(name: string, events: string[]): SyncInterceptor {
  return {
    intercept: (_context, next) => {
      events.push(`${name} called`);
      return next.handle().pipe(tap({ next: () => events.push(`${name} saw answer`) }));
    },
  };
}

describe('InterceptorChain', () => {
  it('runs the interceptors outermost first, the handler inside the request id and in-flight count they set', async () => {
    const events: string[] = [];
    const inFlight = new InFlight();
    const chain = new InterceptorChain([
      recording('outer', events),
      new IncomingMessageInterceptor('', false),
      new InFlightInterceptor(inFlight),
      recording('inner', events),
    ]);
    const handler: CallHandler = {
      handle: () =>
        new Observable((subscriber) => {
          events.push('handler');
          subscriber.next({ requestId: currentRequestId(), inFlight: inFlight.size });
          subscriber.complete();
        }),
    };

    const answer = chain.intercept(natsMessage('req-42'), handler);
    expect(events).toEqual(['outer called']); // nothing inside runs before the answer is subscribed to

    await expect(firstValueFrom(answer)).resolves.toEqual({ requestId: 'req-42', inFlight: 1 });
    expect(events).toEqual(['outer called', 'inner called', 'handler', 'inner saw answer', 'outer saw answer']);
    expect(inFlight.size).toBe(0);
  });

  it("passes a handler's error out and still ends its in-flight count", async () => {
    const inFlight = new InFlight();
    const chain = new InterceptorChain([new IncomingMessageInterceptor('', false), new InFlightInterceptor(inFlight)]);
    const failing: CallHandler = { handle: () => new Observable((subscriber) => subscriber.error(new Error('boom'))) };

    await expect(firstValueFrom(chain.intercept(natsMessage('req-7'), failing))).rejects.toThrow('boom');
    expect(inFlight.size).toBe(0);
  });
});
