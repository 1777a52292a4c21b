import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { AuthenticatedRequest } from './caller.decorator';
import { IS_PUBLIC } from './public.decorator';

/** Every /v1 route needs a valid API key (SPEC "Authentication"); the caller's organization scopes the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    request.caller = await this.authenticator.authenticate(request.headers, request.requestId);
    return true;
  }
}
