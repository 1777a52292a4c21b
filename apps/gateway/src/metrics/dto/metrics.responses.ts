import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { FluencyIssueTypes, FluencySeverities } from '@app/contracts';

/** OpenAPI description of SPEC's "Fluency evaluation"; the data itself comes from the metrics service. */
export class FluencyEvaluationDoc {
  @ApiProperty({ example: 6.4, description: 'Mean of the five dimensions, computed by the service' }) fluency: number;
  @ApiProperty({ minimum: 1, maximum: 10, example: 7, description: 'Idioms and fixed expressions rendered naturally' })
  idiomatic: number;
  @ApiProperty({ minimum: 1, maximum: 10, example: 8, description: 'Natural word combinations' }) collocational: number;
  @ApiProperty({ minimum: 1, maximum: 10, example: 8, description: 'Flow, connectors, discourse markers' })
  discourse: number;
  @ApiProperty({ minimum: 1, maximum: 10, example: 6, description: 'Register, tone, politeness' }) pragmatic: number;
  @ApiProperty({
    minimum: 1,
    maximum: 10,
    example: 3,
    description: 'Freedom from source structures (high = no calques)',
  })
  calque: number;
  @ApiProperty({ enum: FluencyIssueTypes, example: 'calque' }) issue_type: string;
  @ApiProperty({
    enum: FluencySeverities,
    nullable: true,
    example: 'minor',
    description: 'null exactly when issue_type is none',
  })
  severity: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'fait du sens',
    description: 'null exactly when issue_type is none',
  })
  problematic_phrase: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'est logique',
    description: 'null exactly when issue_type is none',
  })
  suggested_fix: string | null;
  @ApiProperty({
    nullable: true,
    type: String,
    example: 'Calque of the English "makes sense".',
    description: 'null exactly when issue_type is none',
  })
  main_issue: string | null;
}

class BatchItemErrorDoc {
  @ApiProperty({ example: 'ENGINE_UNAVAILABLE' }) code: string;
  @ApiProperty({ example: 'The language model gave no valid fluency_evaluation answer in two attempts: ...' })
  message: string;
}

class FluencyBatchEntryDoc extends FluencyEvaluationDoc {
  @ApiProperty({ description: 'Position in items' }) index: number;
}

/** A failed item carries its position and the error alone. */
class FluencyBatchFailedEntryDoc {
  @ApiProperty({ description: 'Position in items' }) index: number;
  @ApiProperty({ type: BatchItemErrorDoc }) error: BatchItemErrorDoc;
}

// Component names are class names: the translation batch has a summary of its own (with credits).
class FluencyBatchSummaryDoc {
  @ApiProperty() total: number;
  @ApiProperty() successful: number;
  @ApiProperty() failed: number;
}

@ApiExtraModels(FluencyBatchEntryDoc, FluencyBatchFailedEntryDoc)
class FluencyBatchDoc {
  @ApiProperty({
    type: 'array',
    items: {
      oneOf: [{ $ref: getSchemaPath(FluencyBatchEntryDoc) }, { $ref: getSchemaPath(FluencyBatchFailedEntryDoc) }],
    },
    description: 'One per item, in input order: an evaluation, or the error of a failed item',
  })
  evaluations: (FluencyBatchEntryDoc | FluencyBatchFailedEntryDoc)[];
  @ApiProperty({ type: FluencyBatchSummaryDoc }) batch_summary: FluencyBatchSummaryDoc;
}

class GembaDoc {
  @ApiProperty({
    minimum: 0,
    maximum: 100,
    example: 82,
    description: '0: no meaning preserved; 100: perfect meaning and grammar',
  })
  score: number;
}

class MetricsEnvelopeDoc {
  @ApiProperty({ enum: ['ok'] }) status: string;
  @ApiProperty({ example: '2026-01-01T12:00:00.000Z' }) timestamp: string;
}

export class FluencyEnvelopeDoc extends MetricsEnvelopeDoc {
  @ApiProperty({ type: FluencyEvaluationDoc }) data: FluencyEvaluationDoc;
}

export class FluencyBatchEnvelopeDoc extends MetricsEnvelopeDoc {
  @ApiProperty({ type: FluencyBatchDoc }) data: FluencyBatchDoc;
}

export class GembaEnvelopeDoc extends MetricsEnvelopeDoc {
  @ApiProperty({ type: GembaDoc }) data: GembaDoc;
}
