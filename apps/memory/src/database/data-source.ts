import { buildDataSourceOptions } from '@app/common';
import { MemoryEntity } from '../memories/memory.entity';
import { UnitEntity } from '../units/unit.entity';
import { CreateMemoryTables1764200000000 } from './migrations/1764200000000-create-memory-tables';
import { WordSearchKeys1764300000000 } from './migrations/1764300000000-word-search-keys';

export const MEMORY_SCHEMA = 'memory';

export function memoryDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: MEMORY_SCHEMA,
    url,
    entities: [MemoryEntity, UnitEntity],
    migrations: [CreateMemoryTables1764200000000, WordSearchKeys1764300000000],
  });
}
