import { Module } from '@nestjs/common';
import { BulkTermsForwarder } from './bulk-terms.forwarder';
import { GlossariesController } from './glossaries.controller';
import { GlossaryFilesController } from './glossary-files.controller';
import { GlossaryFilesService } from './glossary-files.service';
import { GlossaryTermsController } from './glossary-terms.controller';

/** REST routes of the glossary service; controllers forward to its NATS subjects. */
@Module({
  // The files controller first: its static routes (`terms/export`) before `terms/:termId`.
  controllers: [GlossariesController, GlossaryFilesController, GlossaryTermsController],
  providers: [BulkTermsForwarder, GlossaryFilesService],
  exports: [BulkTermsForwarder],
})
export class GlossaryGatewayModule {}
