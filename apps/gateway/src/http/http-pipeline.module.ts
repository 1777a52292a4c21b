import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { ApiKeyGuard } from '../auth/api-key.guard';
import { GatewayAuthModule } from '../auth/auth.module';
import { TextSafetyPipe } from '../envelope/text-safety.pipe';
import { createHttpValidationPipe } from '../envelope/validation.pipe';
import { EnvelopeInterceptor } from '../envelope/envelope.interceptor';
import { HttpErrorFilter } from '../errors/http-error.filter';
import { RateLimitGuard } from '../rate-limit/rate-limit.guard';

/**
 * What every REST route passes through: the key check, the rate limit, text safety, validation,
 * the success envelope and the error answers. Request ids come from a Fastify hook
 * (http/request-id.ts), before the body is read.
 */
@Module({
  imports: [GatewayAuthModule],
  providers: [
    // Order matters: the key guard identifies the caller the rate limit counts against.
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    // Global pipes run in this order: control characters are refused before anything else looks.
    { provide: APP_PIPE, useClass: TextSafetyPipe },
    { provide: APP_PIPE, useFactory: createHttpValidationPipe },
  ],
})
export class HttpPipelineModule {}
