import { ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { BatchResultDoc } from './translation.responses';

class WorkErrorDoc {
  @ApiProperty({ example: 'ENGINE_UNAVAILABLE' }) code: string;
  @ApiProperty() message: string;
}

export class BatchJobStartedDoc {
  @ApiProperty({ format: 'uuid' }) job_id: string;
  @ApiProperty({ enum: ['PENDING'] }) status: string;
}

export class BatchJobDoc {
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

class AgenticStartedFormADoc {
  @ApiProperty({ format: 'uuid' }) translation_id: string;
  @ApiProperty({ enum: ['PENDING'] }) status: string;
}

class AgenticStartedFormBDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending'] }) status: string;
}

/** Form A (`textContent`) answers `{translation_id, status: PENDING}`, Form B (`text`) `{id, status: pending}`. */
export const agenticStartedSchema = {
  oneOf: [{ $ref: getSchemaPath(AgenticStartedFormADoc) }, { $ref: getSchemaPath(AgenticStartedFormBDoc) }],
};

class AgenticTaskFormADoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['PENDING', 'READY', 'ERROR'] }) status: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ nullable: true, type: String, format: 'date-time', description: 'Null while PENDING' })
  completedAt: string | null;
  @ApiPropertyOptional({ description: 'The translation, only when READY' }) result?: string;
  @ApiPropertyOptional({ type: WorkErrorDoc, description: 'Only when ERROR' }) error?: WorkErrorDoc;
  @ApiProperty() sourceLanguage: string;
  @ApiProperty() targetLanguage: string;
  @ApiPropertyOptional({ description: 'Translate-critique-revise passes that ran' }) passes?: number;
}

class AgenticTaskFormBDoc {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['pending', 'completed', 'failed'] }) status: string;
  @ApiProperty({ nullable: true, type: String, description: 'The translation; null until completed' })
  result: string | null;
  @ApiProperty({ minimum: 0, maximum: 100, description: '0-100, rising as passes finish; 100 when completed' })
  progress: number;
  @ApiPropertyOptional({ type: WorkErrorDoc, description: 'Only when failed' }) error?: WorkErrorDoc;
}

/** The status read answers in the form the task was started with. */
export const agenticTaskSchema = {
  oneOf: [{ $ref: getSchemaPath(AgenticTaskFormADoc) }, { $ref: getSchemaPath(AgenticTaskFormBDoc) }],
};

export const agenticModels = [AgenticStartedFormADoc, AgenticStartedFormBDoc, AgenticTaskFormADoc, AgenticTaskFormBDoc];
