import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { LocalizationConfig } from '../config/localization.config';
import { FilesModule } from '../files/files.module';
import { TranslationModule } from '../translation/translation.module';
import { TableProcessor } from '../worker/table-processor';
import { TableWorker } from '../worker/table-worker';
import { LocalizationTableEntity } from './localization-table.entity';
import { LocalizationTableRepository } from './localization-table.repository';
import { TablesController } from './tables.controller';
import { TablesService } from './tables.service';

/**
 * Tables and the worker that builds them: the table row is the queue's item, and accepting a
 * table wakes the worker, so the two are one feature.
 */
@Module({
  imports: [
    ServiceConfigModule.for(LocalizationConfig),
    TypeOrmModule.forFeature([LocalizationTableEntity]),
    FilesModule,
    TranslationModule,
  ],
  controllers: [TablesController],
  providers: [LocalizationTableRepository, TablesService, TableProcessor, TableWorker],
  exports: [TablesService, LocalizationTableRepository],
})
export class TablesModule {}
