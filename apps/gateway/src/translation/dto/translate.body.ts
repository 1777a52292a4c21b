import { ApiPropertyOptional, IntersectionType, OmitType, PickType } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { TextToTranslateField, TranslateRequest, TranslationLimits, TranslationOptions } from '@app/contracts';
import { BooleanField } from './boolean-field';

/** Fields every translate and batch request shares: the message's options, the caller coming from the key. */
export class TranslationOptionsBody extends OmitType(TranslationOptions, ['caller'] as const) {}
for (const field of ['flag', 'ignoreCache', 'fluency'] as const)
  BooleanField()(TranslationOptionsBody.prototype, field);

/** Form A's ways of sending the text, which the controller turns into the message's `text` or `files`. */
class FormAText {
  @ApiPropertyOptional({ description: 'Form A: the text to translate (or send `fileContent` CSV files in multipart)' })
  @IsOptional()
  @TextToTranslateField()
  textContent?: string;

  /** Multipart only: a CSV sent as a text field rather than a file part is taken as one file. */
  @IsOptional()
  @IsString()
  @MaxLength(TranslationLimits.maxTextChars * 10)
  fileContent?: string;
}

/**
 * `POST /translation/translate`: Form A (multipart, or JSON with `textContent`) and Form B
 * (JSON with `text`) in one class; the controller tells them apart.
 */
export class TranslateBody extends IntersectionType(
  TranslationOptionsBody,
  FormAText,
  PickType(TranslateRequest, ['text'] as const),
) {}

/** Swagger only: the multipart shape of Form A. */
export class TranslateMultipartDoc extends TranslationOptionsBody {
  @ApiPropertyOptional({ description: 'Text to translate (one of textContent / fileContent)' })
  textContent?: string;

  @ApiPropertyOptional({
    type: 'array',
    items: { type: 'string', format: 'binary' },
    description: 'CSV file(s): every text cell below the header row is translated, layout and quoting kept',
  })
  fileContent?: unknown[];
}
