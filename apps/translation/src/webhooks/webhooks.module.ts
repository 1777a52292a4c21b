import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { UsageModule } from '../usage/usage.module';
import { FinalStateWriter } from './final-state.writer';
import { WebhookDeliveryEntity } from './webhook-delivery.entity';
import { WebhookDeliveryRepository } from './webhook-delivery.repository';
import { WebhookDeliveryWorker } from './webhook-delivery.worker';

/** Completion webhooks of asynchronous work, queued with its final state and sent by a worker. */
@Module({
  imports: [ServiceConfigModule.for(TranslationConfig), TypeOrmModule.forFeature([WebhookDeliveryEntity]), UsageModule],
  providers: [WebhookDeliveryRepository, WebhookDeliveryWorker, FinalStateWriter],
  exports: [FinalStateWriter],
})
export class WebhooksModule {}
