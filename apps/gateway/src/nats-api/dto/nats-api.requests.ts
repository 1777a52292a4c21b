import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../glossary/dto/glossary.bodies';
import { CountTermsBody } from '../../term-counter/dto/count-terms.body';
import { TranslateBatchBody } from '../../translation/dto/translate-batch.body';

/*
 * NATS API requests: the REST bodies (and their validation) with the path and query parameters
 * of the same REST route as fields, since a NATS message has only a body and headers.
 */

/** Path id of the glossary routes: the service answers NOT_FOUND for an id that is not a glossary of the caller's. */
export class GlossaryIdRequest {
  @ApiProperty({ description: 'Glossary ID' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  glossaryId: string;
}

export class ListGlossariesApiRequest extends PageQuery {}

export class CountTermsApiRequest extends CountTermsBody {
  @ApiProperty({ description: 'Glossary ID' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  glossaryId: string;
}

export class TranslateBatchApiRequest extends TranslateBatchBody {
  @ApiPropertyOptional({
    enum: ['a', 'b'],
    description: 'Answer form: `a` (default) the batch result, `b` an array of strings (REST `?form=`)',
  })
  @IsOptional()
  @IsString()
  @IsIn(['a', 'b', 'A', 'B'], { message: 'form must be "a" or "b"' })
  form?: string;
}
