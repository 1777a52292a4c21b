import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsKnownLanguage, MetricsLimits } from '@app/contracts';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsDefined,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateNested,
} from 'class-validator';

const MAX = MetricsLimits.maxTextChars;

/** SPEC "Metrics" request bodies; the same rules as the contracts' request classes, checked at the edge first. */
export class FluencyScoreBody {
  @ApiProperty({ example: 'en', description: 'Language code of sourceText' })
  @IsString()
  @IsKnownLanguage()
  sourceLang: string;

  @ApiProperty({ example: 'fr', description: 'Language code of translatedText' })
  @IsString()
  @IsKnownLanguage()
  targetLang: string;

  @ApiProperty({ example: 'It makes sense to start early.', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  sourceText: string;

  @ApiProperty({ example: 'Ça fait du sens de commencer tôt.', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  translatedText: string;
}

export class FluencyBatchItemBody {
  @ApiProperty({ example: 'Break a leg!', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  sourceText: string;

  @ApiProperty({ example: '¡Rómpete una pierna!', maxLength: MAX })
  @IsString()
  @IsNotEmpty()
  @MaxLength(MAX)
  translatedText: string;
}

export class FluencyBatchBody {
  @ApiProperty({ example: 'en' })
  @IsString()
  @IsKnownLanguage()
  sourceLang: string;

  @ApiProperty({ example: 'es' })
  @IsString()
  @IsKnownLanguage()
  targetLang: string;

  @ApiProperty({ type: [FluencyBatchItemBody], minItems: 1, maxItems: MetricsLimits.maxBatchItems })
  @IsDefined()
  @IsArray()
  @ArrayMinSize(1, { message: 'items must contain at least 1 item' })
  @ArrayMaxSize(MetricsLimits.maxBatchItems, {
    message: `items must contain at most ${MetricsLimits.maxBatchItems} items`,
  })
  @ValidateNested({ each: true })
  @Type(() => FluencyBatchItemBody)
  items: FluencyBatchItemBody[];
}

export class GembaBody extends FluencyScoreBody {
  @ApiPropertyOptional({
    example: 'Il est logique de commencer tôt.',
    description: 'Human reference translation; when given, the reference-based GEMBA-DA prompt is used',
    maxLength: MAX,
  })
  @IsOptional()
  @IsString()
  @MaxLength(MAX)
  referenceText?: string;
}
