import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { PageQuery } from '../../glossary/dto/glossary.bodies';
import { CountTermsBody } from '../../term-counter/dto/count-terms.body';
import { BatchFormQuery, TranslateBatchBody } from '../../translation/dto/translate-batch.body';

/*
 * NATS API requests: the REST bodies (and their validation) with the path and query parameters
 * of the same REST route as fields, since a NATS message has only a body and headers.
 */

/**
 * The REST path's glossary id as a field. The REST path takes any length (the service answers
 * NOT_FOUND); the NATS API has capped it at 100 characters from the start, and keeps doing so.
 */
export class GlossaryIdRequest {
  @ApiProperty({ description: 'Glossary ID' })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  glossaryId: string;
}

export class ListGlossariesApiRequest extends PageQuery {}

export class CountTermsApiRequest extends IntersectionType(CountTermsBody, GlossaryIdRequest) {}

export class TranslateBatchApiRequest extends IntersectionType(TranslateBatchBody, BatchFormQuery) {}
ApiPropertyOptional({
  description: 'Answer form: `a` (default) the batch result, `b` an array of strings (REST `?form=`)',
})(TranslateBatchApiRequest.prototype, 'form');
