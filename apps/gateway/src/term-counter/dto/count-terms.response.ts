import { ApiProperty, getSchemaPath, ApiPropertyOptional } from '@nestjs/swagger';

/** OpenAPI description of SPEC's "Count Terms" response; the data itself comes from the term-counter service. */
class TermMatchDoc {
  @ApiProperty() termId: string;
  @ApiProperty({ description: 'Entry as stored' }) glossaryTerm: string;
  @ApiProperty({ enum: ['auto', 'capitals', 'exact', 'ignore'] }) caseSensitivity: string;
  @ApiProperty({ enum: ['exact', 'inflected'] }) form: string;
  @ApiProperty({ description: 'Text exactly as in the input' }) text: string;
  @ApiProperty({ description: 'Position in Unicode code points' }) start: number;
  @ApiProperty({ description: 'Position in Unicode code points, exclusive' }) end: number;
  @ApiPropertyOptional({
    enum: ['all_caps_context', 'initial_capital_only', 'lemma_only', 'segmentation_boundary'],
    description: 'Only in ambiguousMatches',
  })
  reason?: string;
}

class TermCountSideDoc {
  @ApiProperty() language: string;
  @ApiProperty({ description: 'Number of confident matches' }) count: number;
  @ApiProperty({ description: 'Distinct glossary terms among confident matches' }) uniqueTerms: number;
  @ApiProperty({ type: [TermMatchDoc], description: 'Confident matches in text order' }) matches: TermMatchDoc[];
  @ApiProperty() ambiguousCount: number;
  @ApiProperty({
    type: [TermMatchDoc],
    description: 'Matches that cannot be decided from the text alone, each with reason',
  })
  ambiguousMatches: TermMatchDoc[];
}

class TextSpanDoc {
  @ApiProperty() text: string;
  @ApiProperty() start: number;
  @ApiProperty() end: number;
}

class TermCountSummaryDoc {
  @ApiProperty() termId: string;
  @ApiProperty({ description: 'Source-language entry' }) sourceTerm: string;
  @ApiProperty({
    nullable: true,
    type: String,
    description: 'Target entry; null when the term has none in the target language',
  })
  targetTerm: string | null;
  @ApiProperty() sourceCount: number;
  @ApiProperty() sourceAmbiguousCount: number;
  @ApiProperty() targetCount: number;
  @ApiProperty() targetAmbiguousCount: number;
  @ApiProperty({ type: [TextSpanDoc], description: 'Target entry occurrences with wrong letter case' })
  targetCaseMismatches: TextSpanDoc[];
  @ApiProperty({ type: [TextSpanDoc], description: 'Different spellings of the target entry (Japanese only)' })
  targetSpellingVariants: TextSpanDoc[];
}

export class CountTermsResponseDoc {
  @ApiProperty({ type: TermCountSideDoc }) source: TermCountSideDoc;
  // `nullable` beside a bare `$ref` is ignored by OpenAPI 3.0 readers: wrap the reference.
  @ApiProperty({
    nullable: true,
    allOf: [{ $ref: getSchemaPath(TermCountSideDoc) }],
    description: 'null when no target was sent',
  })
  target: TermCountSideDoc | null;
  @ApiProperty({
    type: [TermCountSummaryDoc],
    nullable: true,
    description: 'One per term found in the source; null when no target was sent',
  })
  terms: TermCountSummaryDoc[] | null;
}

export class CountTermsEnvelopeDoc {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
  @ApiProperty({ type: CountTermsResponseDoc }) data: CountTermsResponseDoc;
}
