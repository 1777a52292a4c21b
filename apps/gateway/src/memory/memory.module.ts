import { Module } from '@nestjs/common';
import { ServiceConfigModule } from '@app/common';
import { GatewayConfig } from '../config/gateway.config';
import { MemoriesController } from './memories.controller';
import { MemoryFilesController } from './memory-files.controller';
import { MemoryFilesService } from './memory-files.service';
import { MemoryUnitsController } from './memory-units.controller';
import { UnitsForwarder } from './units.forwarder';

/** REST routes of the memory service; controllers forward to its NATS subjects. */
@Module({
  imports: [ServiceConfigModule.for(GatewayConfig)],
  controllers: [MemoriesController, MemoryUnitsController, MemoryFilesController],
  providers: [UnitsForwarder, MemoryFilesService],
})
export class MemoryGatewayModule {}
