import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossaryDatabaseModule } from '../database/glossary-database.module';
import { TermExportController } from './term-export.controller';
import { TermExportService } from './term-export.service';

/** Pages of a glossary for the gateway's file exports. */
@Module({
  imports: [ServiceConfigModule.for(GlossaryConfig), GlossaryDatabaseModule],
  controllers: [TermExportController],
  providers: [TermExportService],
})
export class TermExportModule {}
