import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CaseSensitivities } from '@app/contracts';

/* OpenAPI descriptions of the glossary answers; the data itself comes from the glossary service. */

export class GlossaryDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ nullable: true, type: String }) description: string | null;
  @ApiProperty({ example: ['en', 'de'] }) languages: string[];
  @ApiProperty() termCount: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Moves only when name, description or languages change' })
  updatedAt: string;
}

export class DefinitionDoc {
  @ApiProperty() language: string;
  @ApiProperty() term: string;
  @ApiProperty() definition: string;
  @ApiProperty({ enum: CaseSensitivities }) caseSensitivity: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time' }) updatedAt: string;
}

export class TermDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) glossaryId: string;
  @ApiProperty({ description: '`false`: do-not-translate term, copied verbatim by translation' })
  translationFlag: boolean;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'Moves only when the flag or a definition changes' })
  updatedAt: string;
  @ApiProperty({ type: [DefinitionDoc] }) definitions: DefinitionDoc[];
}

export class PaginationDoc {
  @ApiProperty() page: number;
  @ApiProperty() limit: number;
  @ApiProperty() total: number;
  @ApiProperty() totalPages: number;
}

class BulkFailureDoc {
  @ApiProperty({ description: 'Position of the item in `terms` (file imports: data rows from 0, header excluded)' })
  index: number;
  @ApiProperty() error: string;
  @ApiProperty({ type: 'array', items: {}, description: 'Why, field by field (e.g. a missing `term`)' })
  details: unknown[];
  @ApiPropertyOptional({
    description: 'File imports: the line its TBX entry starts on or its CSV/TSV row ends on, or its XLSX row number',
  })
  line?: number;
}

export class BulkPartialDoc {
  @ApiProperty({ type: [TermDoc] }) successful: TermDoc[];
  @ApiProperty({ type: [BulkFailureDoc] }) failed: BulkFailureDoc[];
  @ApiProperty() successCount: number;
  @ApiProperty() failedCount: number;
}

class Envelope {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
}

export class GlossaryEnvelopeDoc extends Envelope {
  @ApiProperty({ type: GlossaryDoc }) data: GlossaryDoc;
}

export class GlossaryPageEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [GlossaryDoc] }) data: GlossaryDoc[];
  @ApiProperty({ type: PaginationDoc }) pagination: PaginationDoc;
}

export class TermEnvelopeDoc extends Envelope {
  @ApiProperty({ type: TermDoc }) data: TermDoc;
}

export class TermListEnvelopeDoc extends Envelope {
  @ApiProperty({ type: [TermDoc] }) data: TermDoc[];
}

export class TermPageEnvelopeDoc extends TermListEnvelopeDoc {
  @ApiProperty({ type: PaginationDoc }) pagination: PaginationDoc;
}

export class BulkPartialEnvelopeDoc {
  @ApiProperty({ example: 'partial_success' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
  @ApiProperty({ type: BulkPartialDoc }) data: BulkPartialDoc;
}

class DeletedDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
}

export class DeletedEnvelopeDoc extends Envelope {
  @ApiProperty({ type: DeletedDoc }) data: DeletedDoc;
}
