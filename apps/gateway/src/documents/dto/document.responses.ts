import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { DOCUMENT_STATUSES } from '@app/contracts';

export class DocumentCreatedDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: DOCUMENT_STATUSES, example: 'PENDING' }) status: string;
}

class DocumentTermsDoc {
  @ApiProperty({ description: "Occurrences of the glossary's terms in the source" }) found: number;
  @ApiProperty({ description: 'Of those, how many the translation renders with the target entry' }) followed: number;
}

class DocumentErrorDoc {
  @ApiProperty() message: string;
}

export class DocumentRecordDoc extends DocumentCreatedDoc {
  @ApiProperty({ minimum: 0, maximum: 100 }) progress: number;
  @ApiProperty({ example: 'report.docx' }) filename: string;
  @ApiProperty({ example: 'docx' }) format: string;
  @ApiProperty({ example: 'en', description: 'The detected language when `auto` was sent' }) sourceLanguage: string;
  @ApiProperty({ example: 'es' }) targetLanguage: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time' }) completedAt: string | null;
  @ApiProperty({ nullable: true, type: Number, description: 'Source words; null until READY' }) wordCount:
    number | null;
  @ApiProperty({ nullable: true, type: Number, description: 'One per source word; 0 for a failed document' })
  credits: number | null;
  @ApiPropertyOptional({ type: DocumentTermsDoc, nullable: true, description: 'With a glossary, once READY' })
  terms?: DocumentTermsDoc | null;
  @ApiPropertyOptional({ type: DocumentErrorDoc, description: 'Once ERROR' }) error?: DocumentErrorDoc;
}

export class DocumentDeletedDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
}
