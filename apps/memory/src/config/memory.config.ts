import { BaseServiceConfig } from '@app/common';
import { IsInt, Max, Min } from 'class-validator';

export class MemoryConfig extends BaseServiceConfig {
  /**
   * Most candidates the word index hands to the exact scorer per lookup: the most
   * trigram-similar, so a larger number only helps when many near-duplicates crowd the top.
   */
  @IsInt()
  @Min(1)
  @Max(1000)
  MEMORY_LOOKUP_CANDIDATES: number = 40;
}
