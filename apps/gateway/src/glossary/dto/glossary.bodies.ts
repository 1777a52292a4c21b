import { OmitType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  BulkCreateTermsRequest,
  CreateGlossaryRequest,
  ListGlossariesRequest,
  ListTermsRequest,
  TermInput,
  UpdateGlossaryRequest,
  UpdateTermRequest,
} from '@app/contracts';

/*
 * HTTP bodies and queries of the glossary routes: the glossary service's messages without what
 * the path and the key give, so both ends validate with one set of rules and one OpenAPI schema.
 */

/** `?page=&limit=`: the query string's text is converted to numbers before the message's rules. */
export class PageQuery extends PickType(ListGlossariesRequest, ['page', 'limit'] as const) {}
for (const field of ['page', 'limit'] as const) Type(() => Number)(PageQuery.prototype, field);

/** `?page=&limit=&search=` of the term listing. */
export class TermPageQuery extends PickType(ListTermsRequest, ['page', 'limit', 'search'] as const) {}
for (const field of ['page', 'limit'] as const) Type(() => Number)(TermPageQuery.prototype, field);

export class CreateGlossaryBody extends OmitType(CreateGlossaryRequest, ['caller'] as const) {}

export class UpdateGlossaryBody extends OmitType(UpdateGlossaryRequest, ['caller', 'glossaryId'] as const) {}

export class CreateTermBody extends TermInput {}

export class UpdateTermBody extends OmitType(UpdateTermRequest, ['caller', 'glossaryId', 'termId'] as const) {}

export class BulkCreateTermsBody extends PickType(BulkCreateTermsRequest, ['terms'] as const) {}
