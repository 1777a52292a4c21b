import { MemoryResponse } from '@app/contracts';
import { MemoryEntity } from './memory.entity';
import { PairCount } from './memory.repository';

export function toMemoryResponse(memory: MemoryEntity, pairs: PairCount[]): MemoryResponse {
  const own = pairs.filter((p) => p.memoryId === memory.id);
  return {
    id: memory.id,
    name: memory.name,
    description: memory.description,
    unitCount: own.reduce((sum, p) => sum + p.units, 0),
    languagePairs: own.map(({ sourceLanguage, targetLanguage, units }) => ({ sourceLanguage, targetLanguage, units })),
    createdAt: memory.createdAt.toISOString(),
    updatedAt: memory.updatedAt.toISOString(),
  };
}
