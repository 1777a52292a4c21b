import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { GlossaryEvents } from './changes/glossary-events';
import { GlossaryConfig } from './config/glossary.config';
import { glossaryDataSourceOptions } from './database/data-source';
import { EntriesController } from './entries/entries.controller';
import { EntriesService } from './entries/entries.service';
import { SnapshotsService } from './entries/snapshots.service';
import { GlossariesController } from './glossaries/glossaries.controller';
import { GlossariesService } from './glossaries/glossaries.service';
import { GlossaryDatabase } from './glossary.database';
import { TermExportController } from './term-export/term-export.controller';
import { TermExportService } from './term-export/term-export.service';
import { TermsController } from './terms/terms.controller';
import { TermsService } from './terms/terms.service';

export const config = loadConfig(GlossaryConfig);

@Module({
  imports: [TypeOrmModule.forRoot(glossaryDataSourceOptions(config.DATABASE_URL)), NatsClientModule.register(config)],
  controllers: [
    createHealthController('glossary', Subjects.glossary.health),
    GlossariesController,
    TermsController,
    EntriesController,
    TermExportController,
  ],
  providers: [
    { provide: GlossaryConfig, useValue: config },
    GlossaryDatabase,
    GlossaryEvents,
    GlossariesService,
    TermsService,
    EntriesService,
    SnapshotsService,
    TermExportService,
  ],
})
export class AppModule {}
