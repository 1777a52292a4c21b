import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { API_KEY_SOURCE, ApiKeySource } from './api-key-source.decorator';
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
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const source = this.reflector.getAllAndOverride<ApiKeySource | undefined>(API_KEY_SOURCE, targets);
    request.caller = source
      ? await this.authenticator.authenticateKey(source(request))
      : await this.authenticator.authenticate(request.headers);
    return true;
  }
}
