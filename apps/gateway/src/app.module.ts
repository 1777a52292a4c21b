import { Module } from '@nestjs/common';
import { LimitsModule, NatsClientModule } from '@app/common';
import { GatewayConfig } from './config/gateway.config';
import { HttpPipelineModule } from './http/http-pipeline.module';
import { HealthModule } from './health/health.module';
import { GlossaryGatewayModule } from './glossary/glossary.module';
import { TermCounterGatewayModule } from './term-counter/term-counter.module';
import { TranslationGatewayModule } from './translation/translation.module';
import { MetricsGatewayModule } from './metrics/metrics.module';
import { LocalizationGatewayModule } from './localization/localization.module';
import { DocumentsGatewayModule } from './documents/documents.module';
import { MemoryGatewayModule } from './memory/memory.module';
import { WebAppModule } from './web-app/web-app.module';
import { NatsApiModule } from './nats-api/nats-api.module';
import { DeeplApiModule } from './deepl-api/deepl-api.module';
import { LibreTranslateApiModule } from './libretranslate-api/libretranslate-api.module';
import { UsageGatewayModule } from './usage/usage.module';

@Module({
  imports: [
    NatsClientModule.forConfig(GatewayConfig),
    LimitsModule.forConfig(GatewayConfig),
    HttpPipelineModule,
    HealthModule,
    GlossaryGatewayModule,
    TermCounterGatewayModule,
    TranslationGatewayModule,
    MetricsGatewayModule,
    LocalizationGatewayModule,
    DocumentsGatewayModule,
    MemoryGatewayModule,
    WebAppModule,
    NatsApiModule,
    UsageGatewayModule,
    DeeplApiModule,
    LibreTranslateApiModule,
  ],
})
export class AppModule {}
