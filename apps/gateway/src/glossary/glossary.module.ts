import { Module } from '@nestjs/common';
import { BulkTermsForwarder } from './bulk-terms.forwarder';
import { GlossariesController } from './glossaries.controller';
import { GlossaryTermsController } from './glossary-terms.controller';

/** REST routes of the glossary service; controllers forward to its NATS subjects. */
@Module({
  controllers: [GlossariesController, GlossaryTermsController],
  providers: [BulkTermsForwarder],
  exports: [BulkTermsForwarder],
})
export class GlossaryGatewayModule {}
