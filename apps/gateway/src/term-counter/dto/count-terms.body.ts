import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsLanguageCode, MAX_COUNT_TEXT_CODE_POINTS, MaxCodePoints, RequiresAlso } from '@app/contracts';
import { IsNotEmpty, IsOptional, IsString } from 'class-validator';

/** SPEC "Count Terms" request; the same rules as `CountTermsRequest`, checked at the edge first. */
export class CountTermsBody {
  @ApiProperty({ example: 'en', description: "Language of sourceText; must be one of the glossary's languages" })
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  sourceLanguage: string;

  @ApiProperty({
    example: 'Rotate the API key before it expires.',
    description: 'Up to 100,000 characters (Unicode code points)',
    maxLength: MAX_COUNT_TEXT_CODE_POINTS,
  })
  @IsString()
  @IsNotEmpty()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  sourceText: string;

  @ApiPropertyOptional({
    example: 'de',
    description: "Required together with targetText; must be one of the glossary's languages",
  })
  @IsOptional()
  @RequiresAlso('targetText')
  @IsString()
  @IsNotEmpty()
  @IsLanguageCode()
  targetLanguage?: string;

  @ApiPropertyOptional({
    example: 'Erneuern Sie den API-Schlüssel, bevor er abläuft.',
    description:
      'Translation to check, required together with targetLanguage; up to 100,000 characters (Unicode code points)',
    maxLength: MAX_COUNT_TEXT_CODE_POINTS,
  })
  @IsOptional()
  @RequiresAlso('targetLanguage')
  @IsString()
  @MaxCodePoints(MAX_COUNT_TEXT_CODE_POINTS)
  targetText?: string;
}
