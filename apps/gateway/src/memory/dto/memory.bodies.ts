import { OmitType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  AddUnitsRequest,
  CreateMemoryRequest,
  ListMemoriesRequest,
  ListUnitsRequest,
  LookupRequest,
  UpdateMemoryRequest,
} from '@app/contracts';

/* HTTP bodies and queries of the memory routes: the memory service's messages without what the path and the key give. */

export class MemoryPageQuery extends PickType(ListMemoriesRequest, ['page', 'limit'] as const) {}
for (const field of ['page', 'limit'] as const) Type(() => Number)(MemoryPageQuery.prototype, field);

export class UnitsQuery extends OmitType(ListUnitsRequest, ['caller', 'memoryId'] as const) {}
for (const field of ['page', 'limit'] as const) Type(() => Number)(UnitsQuery.prototype, field);

export class CreateMemoryBody extends OmitType(CreateMemoryRequest, ['caller'] as const) {}

export class UpdateMemoryBody extends OmitType(UpdateMemoryRequest, ['caller', 'memoryId'] as const) {}

export class AddUnitsBody extends PickType(AddUnitsRequest, ['units'] as const) {}

export class LookupBody extends OmitType(LookupRequest, ['caller', 'memoryId'] as const) {}
