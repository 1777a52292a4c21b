import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MemoriesController } from './memories.controller';
import { MemoriesService } from './memories.service';
import { MemoryEntity } from './memory.entity';
import { MemoryRepository } from './memory.repository';

/** Memory records; units and lookups reach a memory's row through the exported repository. */
@Module({
  imports: [TypeOrmModule.forFeature([MemoryEntity])],
  controllers: [MemoriesController],
  providers: [MemoryRepository, MemoriesService],
  exports: [MemoryRepository],
})
export class MemoriesModule {}
