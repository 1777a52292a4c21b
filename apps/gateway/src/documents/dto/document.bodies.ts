import { ApiProperty, OmitType } from '@nestjs/swagger';
import { DocumentOptions, ListDocumentsRequest } from '@app/contracts';

/** The multipart fields of `POST /v1/translation/documents` besides the file: the message's, without the caller. */
export class DocumentUploadBody extends OmitType(DocumentOptions, ['caller'] as const) {}

/** The multipart body as OpenAPI shows it: the fields and the file. */
export class DocumentUploadDoc extends DocumentUploadBody {
  @ApiProperty({ type: 'string', format: 'binary', description: 'The document; its extension names its format' })
  file: unknown;
}

/** `?limit=&offset=` of the history, as for localization tables. */
export class ListDocumentsQuery extends OmitType(ListDocumentsRequest, ['caller'] as const) {}
