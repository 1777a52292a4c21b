import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsOptional,
  IsString,
  MaxLength,
  ValidateBy,
} from 'class-validator';
import { TranslationLimits } from '@app/contracts';
import { TranslationOptionsBody } from './translate.body';

export class TranslateBatchBody extends TranslationOptionsBody {
  @ApiProperty({ type: [String], maxItems: TranslationLimits.maxBatchTexts, example: ['Hello world', 'Good morning'] })
  @IsArray()
  @ArrayMinSize(1, { message: 'texts must contain at least 1 text' })
  @ArrayMaxSize(TranslationLimits.maxBatchTexts, {
    message: `texts must contain at most ${TranslationLimits.maxBatchTexts} texts`,
  })
  @IsString({ each: true, message: 'each of texts must be a string' })
  @MaxLength(TranslationLimits.maxTextChars, { each: true })
  texts: string[];

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', nullable: true },
    description: 'Per-text translator context aligned with `texts` (same length; null for none)',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(TranslationLimits.maxBatchTexts)
  @ValidateBy({
    name: 'isContextList',
    validator: {
      validate: (value: unknown) =>
        Array.isArray(value) &&
        value.every((c) => c === null || (typeof c === 'string' && c.length <= TranslationLimits.maxContextChars)),
      defaultMessage: () =>
        `each context must be a string of at most ${TranslationLimits.maxContextChars} characters, or null`,
    },
  })
  contexts?: (string | null)[];
}

export class BatchFormQuery {
  @ApiPropertyOptional({
    enum: ['a', 'b'],
    description: 'Response form: `a` (default) the batch result, `b` an array of strings',
  })
  @IsOptional()
  @IsString()
  @IsIn(['a', 'b', 'A', 'B'], { message: 'form must be "a" or "b"' })
  form?: string;
}
