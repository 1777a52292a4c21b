import { Module } from '@nestjs/common';
import { MemoriesController } from './memories.controller';
import { MemoryUnitsController } from './memory-units.controller';
import { UnitsForwarder } from './units.forwarder';

/** REST routes of the memory service; controllers forward to its NATS subjects. */
@Module({
  controllers: [MemoriesController, MemoryUnitsController],
  providers: [UnitsForwarder],
})
export class MemoryGatewayModule {}
