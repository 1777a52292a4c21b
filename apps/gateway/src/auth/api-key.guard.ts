import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest as Request } from 'fastify';
import { readSessionId } from '../web-app/session-cookie';
import { ApiKeyAuthenticator } from './api-key-authenticator';
import { extractApiKey } from './api-key-extractor';
import { API_KEY_SOURCE, ApiKeySource } from './api-key-source.decorator';
import { AuthenticatedRequest } from './caller.decorator';
import { IS_PUBLIC } from './public.decorator';
import { SESSION_ACCESS, SessionAccess } from './session-access.decorator';
import { SessionCallerAuthenticator } from './session-caller';

/**
 * Every /v1 route needs a valid API key (SPEC "Authentication"); the caller's organization scopes
 * the request. Routes marked `@SessionAllowed` also take the web app's session when no key is sent.
 */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: ApiKeyAuthenticator,
    private readonly sessions: SessionCallerAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const source = this.reflector.getAllAndOverride<ApiKeySource | undefined>(API_KEY_SOURCE, targets);
    if (source) {
      request.caller = await this.authenticator.authenticateKey(source(request));
      return true;
    }
    const sessionAccess = this.reflector.getAllAndOverride<SessionAccess | undefined>(SESSION_ACCESS, targets);
    request.caller =
      sessionAccess && !extractApiKey(request.headers) && readSessionId(request)
        ? await this.sessions.authenticate(request, sessionAccess)
        : await this.authenticator.authenticate(request.headers);
    return true;
  }
}
