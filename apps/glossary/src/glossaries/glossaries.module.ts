import { Module } from '@nestjs/common';
import { ChangesModule } from '../changes/changes.module';
import { GlossaryDatabaseModule } from '../database/glossary-database.module';
import { GlossariesController } from './glossaries.controller';
import { GlossariesService } from './glossaries.service';

@Module({
  imports: [GlossaryDatabaseModule, ChangesModule],
  controllers: [GlossariesController],
  providers: [GlossariesService],
})
export class GlossariesModule {}
