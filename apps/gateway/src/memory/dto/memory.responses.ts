import { ApiProperty } from '@nestjs/swagger';
import { PaginationDoc } from '../../glossary/dto/glossary.responses';

/* OpenAPI descriptions of the memory answers; the data itself comes from the memory service. */

class LanguagePairDoc {
  @ApiProperty({ example: 'en' }) sourceLanguage: string;
  @ApiProperty({ example: 'es' }) targetLanguage: string;
  @ApiProperty() units: number;
}

export class MemoryDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty() unitCount: number;
  @ApiProperty({ type: [LanguagePairDoc] }) languagePairs: LanguagePairDoc[];
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Moves when the name, description or units change' })
  updatedAt: string;
}

export class UnitDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'en' }) sourceLanguage: string;
  @ApiProperty({ example: 'es' }) targetLanguage: string;
  @ApiProperty() source: string;
  @ApiProperty() target: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class LookupMatchDoc {
  @ApiProperty({ format: 'uuid' }) unitId: string;
  @ApiProperty() source: string;
  @ApiProperty({ description: "The unit's target, with the text's numbers and placeholders carried in" })
  target: string;
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    description: '100: same text; 95-99: only case, spacing or punctuation differ; below 95: word-level similarity',
  })
  score: number;
  @ApiProperty({ description: 'Numbers or placeholders that differ were carried into the target' })
  adjusted: boolean;
}

class UnitFailureDoc {
  @ApiProperty({ description: 'Position of the item in `units`' }) index: number;
  @ApiProperty() error: string;
  @ApiProperty({ type: 'array', items: {} }) details: unknown[];
}

class UnitsPartialDoc {
  @ApiProperty({ type: [UnitDoc] }) successful: UnitDoc[];
  @ApiProperty({ type: [UnitFailureDoc] }) failed: UnitFailureDoc[];
  @ApiProperty() successCount: number;
  @ApiProperty() failedCount: number;
}

class Envelope {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
}

export class MemoryEnvelopeDoc extends Envelope {
  @ApiProperty({ type: MemoryDoc }) data: MemoryDoc;
}

export class MemoryPageEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [MemoryDoc] }) data: MemoryDoc[];
  @ApiProperty({ type: PaginationDoc }) pagination: PaginationDoc;
}

export class UnitPageEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [UnitDoc] }) data: UnitDoc[];
  @ApiProperty({ type: PaginationDoc }) pagination: PaginationDoc;
}

export class UnitListEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [UnitDoc] }) data: UnitDoc[];
}

export class UnitsPartialEnvelopeDoc {
  @ApiProperty({ example: 'partial_success' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
  @ApiProperty({ type: UnitsPartialDoc }) data: UnitsPartialDoc;
}

export class LookupEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [LookupMatchDoc], description: 'Best first' }) data: LookupMatchDoc[];
}
