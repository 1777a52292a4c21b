import { Module } from '@nestjs/common';
import { EntriesModule } from '../entries/entries.module';
import { GlossaryEvents } from './glossary-events';

/** The change events every write announces (and the snapshot rewrite they schedule). */
@Module({
  imports: [EntriesModule],
  providers: [GlossaryEvents],
  exports: [GlossaryEvents],
})
export class ChangesModule {}
