import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import { Response } from 'express';
import { AuthenticatedRequest } from '../auth/caller.decorator';
import { FixedWindowLimiter } from './fixed-window-limiter';

/** Per API key request budget (CONTRACT: 429 with Retry-After and RateLimit-* headers). Runs after the key guard. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(private readonly limiter: FixedWindowLimiter) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (!this.limiter.enabled || !request.caller) return true;
    const decision = this.limiter.take(request.caller.keyId);
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('RateLimit-Limit', String(decision.limit));
    response.setHeader('RateLimit-Remaining', String(decision.remaining));
    response.setHeader('RateLimit-Reset', String(decision.resetSeconds));
    if (decision.allowed) return true;
    response.setHeader('Retry-After', String(decision.resetSeconds));
    throw new DomainException(
      `Rate limit of ${decision.limit} requests per minute exceeded; retry in ${decision.resetSeconds} s`,
      ErrorCode.RATE_LIMITED,
    );
  }
}
