import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { ChangesModule } from '../changes/changes.module';
import { GlossaryConfig } from '../config/glossary.config';
import { GlossaryDatabaseModule } from '../database/glossary-database.module';
import { TermStatistics } from './term-statistics';
import { TermsController } from './terms.controller';
import { TermsService } from './terms.service';

@Module({
  imports: [ServiceConfigModule.for(GlossaryConfig), GlossaryDatabaseModule, ChangesModule],
  controllers: [TermsController],
  providers: [TermsService, TermStatistics],
})
export class TermsModule {}
