import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BatchResultDoc } from './translation.responses';

class EnvelopeDoc {
  @ApiProperty({ example: 'ok' })
  status: string;

  @ApiProperty({ example: '2025-01-01T12:00:00.000Z' })
  timestamp: string;
}

class WorkErrorDoc {
  @ApiProperty({ example: 'ENGINE_UNAVAILABLE' }) code: string;
  @ApiProperty() message: string;
}

class BatchJobStartedDoc {
  @ApiProperty({ format: 'uuid' }) job_id: string;
  @ApiProperty({ enum: ['PENDING'] }) status: string;
}

export class BatchJobStartedEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty() data: BatchJobStartedDoc;
}

class BatchJobDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['PENDING', 'READY', 'ERROR'] }) status: string;
  @ApiProperty() createdAt: string;
  @ApiProperty({ nullable: true, type: String, description: 'Null while PENDING' }) completedAt: string | null;
  @ApiPropertyOptional({
    type: () => BatchResultDoc,
    description: 'Only when READY: the blocking batch result (translations, batch_summary, word_count)',
  })
  result?: BatchResultDoc;
  @ApiPropertyOptional({ type: WorkErrorDoc, description: 'Only when ERROR' }) error?: WorkErrorDoc;
  @ApiProperty() sourceLanguage: string;
  @ApiProperty() targetLanguage: string;
}

export class BatchJobEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty() data: BatchJobDoc;
}

class AgenticStartedDoc {
  @ApiPropertyOptional({ format: 'uuid', description: 'Form A' }) translation_id?: string;
  @ApiPropertyOptional({ format: 'uuid', description: 'Form B' }) id?: string;
  @ApiProperty({ enum: ['PENDING', 'pending'], description: '`PENDING` (Form A) or `pending` (Form B)' })
  status: string;
}

export class AgenticStartedEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty() data: AgenticStartedDoc;
}

class AgenticTaskDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    enum: ['PENDING', 'READY', 'ERROR', 'pending', 'completed', 'failed'],
    description: 'Form A: `PENDING` -> `READY` | `ERROR`; Form B: `pending` -> `completed` | `failed`',
  })
  status: string;
  @ApiPropertyOptional({ description: 'Form A' }) createdAt?: string;
  @ApiPropertyOptional({ description: 'Form A; null while PENDING', nullable: true, type: String })
  completedAt?: string | null;
  @ApiPropertyOptional({ description: 'The translation (Form A: only when READY; Form B: null until completed)' })
  result?: string;
  @ApiPropertyOptional({ type: WorkErrorDoc, description: 'Only when ERROR / failed' }) error?: WorkErrorDoc;
  @ApiPropertyOptional({ description: 'Form A' }) sourceLanguage?: string;
  @ApiPropertyOptional({ description: 'Form A' }) targetLanguage?: string;
  @ApiPropertyOptional({ description: 'Form B: 0-100, rising as passes finish; 100 when completed' })
  progress?: number;
  @ApiPropertyOptional({ description: 'Form A: translate-critique-revise passes that ran' }) passes?: number;
}

export class AgenticTaskEnvelopeDoc extends EnvelopeDoc {
  @ApiProperty() data: AgenticTaskDoc;
}
