import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR, APP_PIPE } from '@nestjs/core';
import { LimitsModule, NatsClientModule } from '@app/common';
import { ApiKeyGuard } from './auth/api-key.guard';
import { RateLimitGuard } from './rate-limit/rate-limit.guard';
import { GatewayAuthModule } from './auth/auth.module';
import { GATEWAY_CONFIG, gatewayConfig } from './config/gateway-config.provider';
import { EnvelopeInterceptor } from './envelope/envelope.interceptor';
import { TextSafetyPipe } from './envelope/text-safety.pipe';
import { createHttpValidationPipe } from './envelope/validation.pipe';
import { HttpErrorFilter } from './errors/http-error.filter';
import { GlossaryGatewayModule } from './glossary/glossary.module';
import { TermCounterGatewayModule } from './term-counter/term-counter.module';
import { TranslationGatewayModule } from './translation/translation.module';
import { MetricsGatewayModule } from './metrics/metrics.module';
import { LocalizationGatewayModule } from './localization/localization.module';
import { WebAppModule } from './web-app/web-app.module';
import { NatsApiModule } from './nats-api/nats-api.module';
import { DeeplApiModule } from './deepl-api/deepl-api.module';
import { LibreTranslateApiModule } from './libretranslate-api/libretranslate-api.module';
import { UsageGatewayModule } from './usage/usage.module';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { NatsReadiness } from './health/nats-readiness';
import { ProbesController } from './health/probes.controller';

@Module({
  imports: [
    NatsClientModule.register(gatewayConfig),
    LimitsModule.register(gatewayConfig),
    GatewayAuthModule,
    GlossaryGatewayModule,
    TermCounterGatewayModule,
    TranslationGatewayModule,
    MetricsGatewayModule,
    LocalizationGatewayModule,
    WebAppModule,
    NatsApiModule,
    UsageGatewayModule,
    DeeplApiModule,
    LibreTranslateApiModule,
  ],
  controllers: [ProbesController, HealthController],
  providers: [
    { provide: GATEWAY_CONFIG, useValue: gatewayConfig },
    // Order matters: the key guard identifies the caller the rate limit counts against.
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
    { provide: APP_INTERCEPTOR, useClass: EnvelopeInterceptor },
    { provide: APP_FILTER, useClass: HttpErrorFilter },
    // Global pipes run in this order: control characters are refused before anything else looks.
    { provide: APP_PIPE, useClass: TextSafetyPipe },
    { provide: APP_PIPE, useFactory: createHttpValidationPipe },
    HealthService,
    NatsReadiness,
  ],
})
// Request ids come from a Fastify hook (http/request-id.ts), before the body is read.
export class AppModule {}
