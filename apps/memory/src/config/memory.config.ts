import { BaseServiceConfig } from '@app/common';
import { IsInt, Max, Min } from 'class-validator';

export class MemoryConfig extends BaseServiceConfig {
  /**
   * Most candidates the trigram index hands to the exact scorer per lookup: the best by
   * trigram similarity, so a larger number only helps when many near-duplicates crowd the top.
   */
  @IsInt()
  @Min(1)
  @Max(1000)
  MEMORY_LOOKUP_CANDIDATES: number = 40;
}
