import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { TranslationConfig } from '../config/translation.config';
import { EnginesModule } from '../engines/engines.module';
import { GlossaryModule } from '../glossary/glossary.module';
import { LanguagesModule } from '../languages/languages.module';
import { MemoryModule } from '../memory/memory.module';
import { UsageModule } from '../usage/usage.module';
import { WebhooksModule } from '../webhooks/webhooks.module';
import { AgenticMemory } from './agentic-memory';
import { AgenticTaskEntity } from './agentic-task.entity';
import { AgenticTaskRepository } from './agentic-task.repository';
import { AgenticTranslator } from './agentic-translator';
import { AgenticController } from './agentic.controller';
import { AgenticService } from './agentic.service';
import { AgenticWorker } from './agentic.worker';

@Module({
  imports: [
    ServiceConfigModule.for(TranslationConfig),
    TypeOrmModule.forFeature([AgenticTaskEntity]),
    EnginesModule,
    GlossaryModule,
    LanguagesModule,
    MemoryModule,
    UsageModule,
    WebhooksModule,
  ],
  controllers: [AgenticController],
  providers: [AgenticMemory, AgenticTaskRepository, AgenticTranslator, AgenticWorker, AgenticService],
})
export class AgenticModule {}
