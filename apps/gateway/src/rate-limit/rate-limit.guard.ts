import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { rateLimitedError, RequestLimits } from '@app/common';
import { Response } from 'express';
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
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('RateLimit-Limit', String(decision.limit));
    response.setHeader('RateLimit-Remaining', String(decision.remaining));
    response.setHeader('RateLimit-Reset', String(decision.resetSeconds));
    if (decision.allowed) return true;
    response.setHeader('Retry-After', String(decision.resetSeconds));
    throw rateLimitedError(decision);
  }
}
