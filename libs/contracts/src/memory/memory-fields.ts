import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { composeDecorators } from '../glossary/compose-decorators';

/** CONTRACT "Translation memories": a match at or above this score answers when no threshold is given. */
export const MEMORY_THRESHOLD_DEFAULT = 100;

const THRESHOLD_MESSAGE = 'memoryThreshold must be an integer from 1 to 100';

/** `memoryId` wherever a translation may use a memory; a malformed id is treated as unknown (404). */
export const MemoryIdField = (description: string): PropertyDecorator =>
  composeDecorators(ApiPropertyOptional({ description }), IsOptional(), IsString(), MaxLength(100));

/** `memoryThreshold`, the lowest score `memoryId` answers with (1-100, default 100). */
export const MemoryThresholdField = (): PropertyDecorator =>
  composeDecorators(
    ApiPropertyOptional({
      default: MEMORY_THRESHOLD_DEFAULT,
      minimum: 1,
      maximum: 100,
      description: 'Lowest match score memoryId answers with',
    }),
    IsOptional(),
    IsInt({ message: THRESHOLD_MESSAGE }),
    Min(1, { message: THRESHOLD_MESSAGE }),
    Max(100, { message: THRESHOLD_MESSAGE }),
  );
