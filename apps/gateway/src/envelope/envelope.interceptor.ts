import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply as Response } from 'fastify';
import { map, Observable } from 'rxjs';
import { Enveloped, successEnvelope } from './enveloped';
import { JsonBytes, successEnvelopeBytes } from './json-bytes';
import { RAW_ANSWER } from './raw-answer.decorator';

/** Wraps every successful answer in the SPEC success envelope (except on routes marked `@RawAnswer()`). */
@Injectable()
export class EnvelopeInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (this.reflector.getAllAndOverride<boolean>(RAW_ANSWER, [context.getHandler(), context.getClass()]))
      return next.handle();
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
