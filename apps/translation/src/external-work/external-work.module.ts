import { Module } from '@nestjs/common';
import { EnginesModule } from '../engines/engines.module';
import { UsageModule } from '../usage/usage.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { ExternalWorkController } from './external-work.controller';
import { ExternalWorkService } from './external-work.service';

/** Credits and webhooks of work other services run on this engine (README "Documents"). */
@Module({
  imports: [EnginesModule, UsageModule, WebhooksModule],
  controllers: [ExternalWorkController],
  providers: [ExternalWorkService],
})
export class ExternalWorkModule {}
