import { ApiPropertyOptional } from '@nestjs/swagger';
import { LocalizationLimits } from '@app/contracts';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

export class ListTablesQuery {
  @ApiPropertyOptional({
    default: LocalizationLimits.historyDefaultLimit,
    minimum: 1,
    maximum: LocalizationLimits.historyMaxLimit,
  })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(LocalizationLimits.historyMaxLimit)
  limit?: number;

  @ApiPropertyOptional({ default: 0, minimum: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  offset?: number;
}
