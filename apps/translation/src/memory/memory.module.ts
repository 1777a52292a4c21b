import { Module } from '@nestjs/common';
import { MemoryMatchesClient } from './memory-matches.client';

/** Translation memories as translation uses them: the best match per text, asked of the memory service. */
@Module({
  providers: [MemoryMatchesClient],
  exports: [MemoryMatchesClient],
})
export class MemoryModule {}
