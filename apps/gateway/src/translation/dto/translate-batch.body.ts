import { ApiPropertyOptional, IntersectionType, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString } from 'class-validator';
import { TranslateBatchRequest } from '@app/contracts';
import { TranslationOptionsBody } from './translate.body';

export class TranslateBatchBody extends IntersectionType(
  TranslationOptionsBody,
  PickType(TranslateBatchRequest, ['texts', 'contexts'] as const),
) {}

/** `?form=`: how the REST route answers (the batch result, or an array of strings); not part of the message. */
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
