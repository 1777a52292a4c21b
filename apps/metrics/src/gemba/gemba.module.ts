import { Module } from '@nestjs/common';
import { EvaluationCacheModule } from '../evaluation-cache/evaluation-cache.module';
import { LlmModule } from '../llm/llm.module';
import { GembaController } from './gemba.controller';
import { GembaService } from './gemba.service';

@Module({
  imports: [LlmModule, EvaluationCacheModule],
  controllers: [GembaController],
  providers: [GembaService],
})
export class GembaModule {}
