import { Injectable, NestMiddleware } from '@nestjs/common';
import { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import { runWithRequestId } from '@app/common';
import { AuthenticatedRequest } from '../auth/caller.decorator';

/** Gives every request a correlation id (kept from the caller when sent) that travels to the services. */
@Injectable()
export class RequestIdMiddleware implements NestMiddleware {
  use(request: Request & AuthenticatedRequest, response: Response, next: NextFunction) {
    const sent = request.header('x-request-id');
    request.requestId = sent && /^[\w.-]{1,100}$/.test(sent) ? sent : randomUUID();
    response.setHeader('X-Request-Id', request.requestId);
    runWithRequestId(request.requestId, next);
  }
}
