import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { rateLimitedError, rateLimitHeaders, RequestLimits } from '@app/common';
import type { FastifyReply as Response } from 'fastify';
import { AuthenticatedRequest } from '../auth/caller.decorator';

/**
 * Per API key request budget from the organization's plan, shared by every gateway replica
 * (CONTRACT: 429 with Retry-After and RateLimit-* headers). Runs after the key guard.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly limits: RequestLimits) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!request.caller) return true;
    const decision = await this.limits.takeRequest(request.caller);
    if (!decision) return true;
    void context.switchToHttp().getResponse<Response>().headers(rateLimitHeaders(decision));
    if (decision.allowed) return true;
    throw rateLimitedError(decision);
  }
}
