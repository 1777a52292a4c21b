import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { isAbsent, IsLanguageCode, MAX_COUNT_TEXT_CODE_POINTS, MaxCodePoints, SentTogetherWith } from '@app/contracts';
import { IsNotEmpty, IsString, ValidateIf } from 'class-validator';

const targetSent = (o: CountTermsBody) => !isAbsent(o.targetLanguage) || !isAbsent(o.targetText);

/** SPEC "Count Terms" request; the same rules as `CountTermsRequest`, checked at the edge first. */
export class CountTermsBody {
  @ApiProperty({ example: 'en', description: "Language of sourceText; must be one of the glossary's languages" })
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  sourceLanguage: string;

  @ApiProperty({ example: 'Rotate the API key before it expires.', description: 'Up to 100,000 characters (Unicode code points)', maxLength: MAX_COUNT_TEXT_CODE_POINTS })
  @IsString()
  @IsNotEmpty()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  sourceText: string;

  @ApiPropertyOptional({ example: 'de', description: "Required together with targetText; must be one of the glossary's languages" })
  @ValidateIf(targetSent)
  @SentTogetherWith('targetText')
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  targetLanguage?: string;

  @ApiPropertyOptional({
    example: 'Erneuern Sie den API-Schlüssel, bevor er abläuft.',
    description: 'Translation to check, required together with targetLanguage; up to 100,000 characters (Unicode code points)',
    maxLength: MAX_COUNT_TEXT_CODE_POINTS,
  })
  @ValidateIf(targetSent)
  @SentTogetherWith('targetLanguage')
  @IsString()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  targetText?: string;
}
