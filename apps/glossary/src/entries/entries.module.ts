import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossaryDatabaseModule } from '../database/glossary-database.module';
import { EntriesController } from './entries.controller';
import { EntriesService } from './entries.service';
import { SnapshotsService } from './snapshots.service';

/** Whole glossaries for the services that match terms: in one reply, or as object-store snapshots. */
@Module({
  imports: [ServiceConfigModule.for(GlossaryConfig), GlossaryDatabaseModule],
  controllers: [EntriesController],
  providers: [EntriesService, SnapshotsService],
  exports: [SnapshotsService],
})
export class EntriesModule {}
