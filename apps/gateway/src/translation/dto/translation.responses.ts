import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

class EnvelopeDoc {
  @ApiProperty({ example: 'ok' })
  status: string;

  @ApiProperty({ example: '2025-01-01T12:00:00.000Z' })
  timestamp: string;
}

export class TranslateEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty({
    description:
      'The translated text; for one CSV file its translated text; for several files an array of `{filename, content}`',
    example: 'Hola mundo',
  })
  data: string;

  @ApiPropertyOptional({
    description: 'With `fluency: true`: the fluency evaluation, `value` being the mean of the five scores',
  })
  fluency?: object;
}

class BatchItemDoc {
  @ApiProperty() index: number;
  @ApiPropertyOptional({ description: 'Translated text (successful item)' }) content?: string;
  @ApiPropertyOptional({ description: 'Failed item: `{code, message}` instead of `content`' }) error?: object;
  @ApiPropertyOptional({ description: 'With `fluency: true`' }) fluency?: object;
}

class BatchSummaryDoc {
  @ApiProperty() total: number;
  @ApiProperty() successful: number;
  @ApiProperty() failed: number;
  @ApiProperty({ description: 'One credit per source word of each successful item' }) total_credits: number;
}

export class BatchResultDoc {
  @ApiProperty({ type: [BatchItemDoc] }) translations: BatchItemDoc[];
  @ApiProperty() batch_summary: BatchSummaryDoc;
  @ApiProperty({ description: 'Words in all source texts (Unicode word segmentation)' }) word_count: number;
}

export class BatchEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty({
    description: 'Form A: the batch result; Form B (`?form=b`): an array of translated strings in input order',
  })
  data: BatchResultDoc;
}

class PivotedTargetDoc {
  @ApiProperty({ example: 'fr' }) language: string;
  @ApiProperty({ example: 'es', description: 'The bridge language' }) via: string;
}

class LanguageDoc {
  @ApiProperty({ example: 'es' }) language: string;
  @ApiProperty({ example: 'Spanish' }) name: string;
  @ApiProperty({
    type: [String],
    example: ['ca', 'en', 'pt'],
    description: 'Languages this one can be translated into',
  })
  targets: string[];
  @ApiProperty({
    type: [PivotedTargetDoc],
    example: [{ language: 'fr', via: 'es' }],
    description:
      'Targets among `targets` that the offline engine reaches through a bridge language (two translations in a row); empty when all are direct',
  })
  pivoted: PivotedTargetDoc[];
}

export class LanguagesEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty({ type: [LanguageDoc] }) data: LanguageDoc[];
}

class DetectedCandidateDoc {
  @ApiProperty({ example: 'ca', description: 'ISO 639-1 code (ISO 639-3 for a language without one)' })
  language: string;
  @ApiProperty({ example: 0.03, description: 'In (0, 1]' }) confidence: number;
}

class DetectedDoc {
  @ApiProperty({ example: 'fr', description: 'ISO 639-1 code (ISO 639-3 for a language without one)' })
  language: string;
  @ApiProperty({
    example: 0.97,
    description: 'In (0, 1]; on the test corpus, answers at 0.9 or more were right more than 99 % of the time',
  })
  confidence: number;
  @ApiProperty({
    type: [DetectedCandidateDoc],
    description: 'The next best languages, best first, at most three (may be empty)',
  })
  alternatives: DetectedCandidateDoc[];
}

export class DetectEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty() data: DetectedDoc;
}
