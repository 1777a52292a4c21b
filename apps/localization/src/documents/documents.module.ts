import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ServiceConfigModule } from '@app/common';
import { LocalizationConfig } from '../config/localization.config';
import { DownloadsModule } from '../downloads/downloads.module';
import { FilesModule } from '../files/files.module';
import { TranslationModule } from '../translation/translation.module';
import { DocumentProcessor } from '../worker/document-processor';
import { DocumentWorker } from '../worker/document-worker';
import { DocumentDownloadsService } from './document-downloads.service';
import { DocumentEntity } from './document.entity';
import { DocumentRepository } from './document.repository';
import { DocumentTranslator } from './document-translator';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { TermReport } from './term-report';

/**
 * Document translation jobs (issue 39): the row is the queue's item, so the worker belongs to the
 * feature, as for tables; the format filters are the pure library `@app/document-filters`.
 */
@Module({
  imports: [
    ServiceConfigModule.for(LocalizationConfig),
    TypeOrmModule.forFeature([DocumentEntity]),
    FilesModule,
    TranslationModule,
    DownloadsModule,
  ],
  controllers: [DocumentsController],
  providers: [
    DocumentRepository,
    DocumentsService,
    DocumentDownloadsService,
    DocumentTranslator,
    TermReport,
    DocumentProcessor,
    DocumentWorker,
  ],
})
export class DocumentsModule {}
