import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength } from 'class-validator';
import { TranslationLimits } from '@app/contracts';

export class DetectLanguageBody {
  @ApiProperty({ example: 'Bonjour tout le monde' })
  @IsString()
  @MaxLength(TranslationLimits.maxTextChars)
  text: string;
}
