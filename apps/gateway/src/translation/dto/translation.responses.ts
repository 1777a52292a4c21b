import { ApiProperty, ApiPropertyOptional, getSchemaPath, OmitType } from '@nestjs/swagger';
import { FluencyEvaluationDoc } from '../../metrics/dto/metrics.responses';

class EnvelopeDoc {
  @ApiProperty({ example: 'ok' })
  status: string;

  @ApiProperty({ example: '2025-01-01T12:00:00.000Z' })
  timestamp: string;
}

class BatchItemDoc {
  @ApiProperty() index: number;
  @ApiPropertyOptional({ description: 'Translated text (successful item)' }) content?: string;
  @ApiPropertyOptional({ description: 'With `sourceLanguage: auto`: the language the text was found to be in' })
  detectedSourceLanguage?: string;
  @ApiPropertyOptional({ description: 'Failed item: `{code, message}` instead of `content`' }) error?: object;
  @ApiPropertyOptional({ description: 'With `fluency: true`' }) fluency?: object;
  @ApiPropertyOptional({
    type: Object,
    example: { unitId: '00000000-0000-4000-8000-000000000000', score: 100 },
    description: 'With `memoryId`: the unit that supplied `content` (`{unitId, score}`); no engine, no credits',
  })
  memory?: object;
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

/** Form A: the batch result; Form B (`?form=b`): the translated strings in input order. */
export const batchDataSchema = {
  oneOf: [
    { $ref: getSchemaPath(BatchResultDoc) },
    { type: 'array', items: { type: 'string' }, description: 'Form B: translated strings in input order' },
  ],
};

class TranslatedFileDoc {
  @ApiProperty({ example: 'ui.csv' }) filename: string;
  @ApiProperty({ description: 'The translated CSV text' }) content: string;
}

/** One text or one CSV file: the translated string; several CSV files: one entry per file. */
export const translateDataSchema = {
  oneOf: [
    { type: 'string', description: 'The translated text (or the one CSV file translated)' },
    { type: 'array', items: { $ref: getSchemaPath(TranslatedFileDoc) }, description: 'Several CSV files' },
  ],
};
/** SPEC: the translate envelope's fluency evaluation names the mean `value`. */
class TranslateFluencyDoc extends OmitType(FluencyEvaluationDoc, ['fluency'] as const) {
  @ApiProperty({ example: 6.4, description: 'Mean of the five dimensions' }) value: number;
}

export const translateModels = [TranslatedFileDoc, TranslateFluencyDoc];
export const translateExtras = {
  fluency: {
    allOf: [{ $ref: getSchemaPath(TranslateFluencyDoc) }],
    description: 'With `fluency: true` on a text: the fluency evaluation (`value` is the mean of the five scores)',
  },
};

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
