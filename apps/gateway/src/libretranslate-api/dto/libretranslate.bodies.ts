import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateBy } from 'class-validator';
import { TranslationLimits } from '@app/contracts';

/** Texts one request may carry in `q` (LibreTranslate's `--batch-limit`). */
export const LIBRETRANSLATE_MAX_TEXTS = 200;

const CODE = /^(?:auto|[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*)$/;

/** `q`: one text or a list of texts, each within the text limit. */
function IsTextOrTexts() {
  const isText = (v: unknown) => typeof v === 'string' && v.length <= TranslationLimits.maxTextChars;
  return ValidateBy({
    name: 'isTextOrTexts',
    validator: {
      validate: (value: unknown) =>
        isText(value) ||
        (Array.isArray(value) && value.length > 0 && value.length <= LIBRETRANSLATE_MAX_TEXTS && value.every(isText)),
      defaultMessage: () =>
        `Invalid request: q must be a text or a list of 1 to ${LIBRETRANSLATE_MAX_TEXTS} texts of at most ${TranslationLimits.maxTextChars} characters`,
    },
  });
}

/** Form fields are strings; `alternatives` is a number in JSON. */
const asInteger = ({ value }: { value: unknown }) =>
  typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;

class WithApiKey {
  @ApiPropertyOptional({ description: 'An API key of ours (also accepted in the query string)' })
  @IsOptional()
  @IsString()
  api_key?: string;
}

/** `POST /libretranslate/translate`, JSON or form-encoded. */
export class LibreTranslateBody extends WithApiKey {
  @ApiProperty({ oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }], example: 'Hello!' })
  @IsTextOrTexts()
  q: string | string[];

  @ApiProperty({ example: 'auto', description: 'A language code, or `auto` to detect it' })
  @IsString({ message: 'Invalid request: missing source parameter' })
  @Matches(CODE, { message: 'Invalid request: source is not a language code' })
  source: string;

  @ApiProperty({ example: 'es' })
  @IsString({ message: 'Invalid request: missing target parameter' })
  @Matches(CODE, { message: 'Invalid request: target is not a language code' })
  target: string;

  @ApiPropertyOptional({ enum: ['text', 'html'], default: 'text' })
  @IsOptional()
  @IsIn(['text', 'html'], { message: 'Invalid request: format must be text or html' })
  format?: 'text' | 'html';

  @ApiPropertyOptional({ description: 'Alternative translations wanted (none are produced: an empty list)' })
  @IsOptional()
  @Transform(asInteger)
  @IsInt()
  @Min(0)
  @Max(3)
  alternatives?: number;
}

/** `POST /libretranslate/detect`. */
export class LibreDetectBody extends WithApiKey {
  @ApiProperty({ example: 'Hello world!' })
  @IsString({ message: 'Invalid request: missing q parameter' })
  @MaxLength(TranslationLimits.maxTextChars)
  q: string;
}

/** `POST /libretranslate/translate_file`: multipart, the file under `file`, the languages as for translate. */
export class LibreTranslateFileBody extends PickType(LibreTranslateBody, ['source', 'target', 'api_key'] as const) {}

/** The multipart body as OpenAPI shows it. */
export class LibreTranslateFileDoc extends LibreTranslateFileBody {
  @ApiProperty({ type: 'string', format: 'binary' })
  file: unknown;
}
