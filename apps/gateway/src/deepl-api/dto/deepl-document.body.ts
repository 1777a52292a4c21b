import { ApiProperty, PickType } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { DeeplTranslateBody } from './deepl-translate.body';

/** `POST /deepl/v2/document`: multipart, the file under `file` beside the languages (deepl-node's form). */
export class DeeplDocumentBody extends PickType(DeeplTranslateBody, [
  'target_lang',
  'source_lang',
  'glossary_id',
  'formality',
] as const) {}

/** The multipart body as OpenAPI shows it. */
export class DeeplDocumentDoc extends DeeplDocumentBody {
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}

/** Status and result: the key answered by the upload, form-encoded. */
export class DeeplDocumentKeyBody {
  @ApiProperty({ description: 'The `document_key` answered by the upload' })
  @IsString({ message: "Parameter 'document_key' not specified." })
  @IsNotEmpty({ message: "Parameter 'document_key' not specified." })
  @MaxLength(200)
  document_key: string;
}
