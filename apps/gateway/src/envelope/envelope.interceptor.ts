import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply as Response } from 'fastify';
import { map, Observable } from 'rxjs';
import { Enveloped, successEnvelope } from './enveloped';
import { JsonBytes, successEnvelopeBytes } from './json-bytes';

/** Wraps every successful answer in the SPEC success envelope. */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      map((result) => {
        if (result instanceof JsonBytes) {
          void context.switchToHttp().getResponse<Response>().type('application/json; charset=utf-8');
          return successEnvelopeBytes(result);
        }
        if (!(result instanceof Enveloped)) return successEnvelope(result);
        void context.switchToHttp().getResponse<Response>().status(result.httpStatus);
        return successEnvelope(result.data, result.extras, result.status);
      }),
    );
  }
}
