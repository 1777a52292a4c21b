import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { cacheLookups, DomainException, RpcClient } from '@app/common';
import { ErrorCode, Subjects, VerifiedKeyResponse } from '@app/contracts';
import type { FastifyRequest as Request } from 'fastify';
import { extractApiKey } from './api-key-extractor';
import { AuthenticatedRequest } from './caller.decorator';
import { IS_PUBLIC } from './public.decorator';
import { VerifiedKeyCache } from './verified-key-cache';

/** Every /v1 route needs a valid API key (SPEC "Authentication"); the caller's organization scopes the request. */
@Injectable()
export class ApiKeyGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly rpc: RpcClient,
    private readonly cache: VerifiedKeyCache,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request & AuthenticatedRequest>();
    const key = extractApiKey(request.headers);
    if (!key)
      throw new DomainException('Missing API key: send X-Api-Key or Authorization: Bearer', ErrorCode.UNAUTHORIZED);
    const keyHash = VerifiedKeyCache.hash(key);
    const cached = this.cache.get(keyHash);
    cacheLookups.inc({ cache: 'api_key', result: cached ? 'hit' : 'miss' });
    if (cached) {
      request.caller = cached;
      return true;
    }
    const verified = await this.rpc.send<VerifiedKeyResponse>(
      Subjects.auth.verifyKey,
      { key },
      { requestId: request.requestId },
    );
    request.caller = { organizationId: verified.organizationId, keyId: verified.keyId };
    this.cache.set(keyHash, request.caller);
    return true;
  }
}
