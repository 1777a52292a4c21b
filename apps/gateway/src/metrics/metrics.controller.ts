import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  FluencyBatchRequest,
  FluencyBatchResponse,
  FluencyEvaluation,
  FluencyRequest,
  GembaRequest,
  GembaResponse,
  MetricsLimits,
  Subjects,
} from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { FluencyBatchBody, FluencyScoreBody, GembaBody } from './dto/metrics.bodies';
import { FluencyBatchEnvelopeDoc, FluencyEnvelopeDoc, GembaEnvelopeDoc } from './dto/metrics.responses';

const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };

/**
 * A model call may take LLM_TIMEOUT_MS (60 s by default), be retried by the client, and be
 * asked once more after a malformed answer: the gateway waits for that rather than answering
 * "metrics unavailable" while the evaluation is still running.
 */
const METRICS_TIMEOUT_MS = 180_000;

const noModel = 'No language model is configured (LLM_BASE_URL unset), or the model failed to answer';

@ApiTags('Quality metrics')
@Controller('translation')
export class MetricsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('fluency-score')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'scoreFluency',
    summary: 'Fluency evaluation of a translation',
    description:
      'A language model scores five dimensions 1-10 (idiomatic, collocational, discourse, pragmatic, calque) and names the main issue. ' +
      '`fluency` is their mean. Same inputs and model give the cached result.',
  })
  @ApiBody({ type: FluencyScoreBody })
  @ApiOkResponse({ type: FluencyEnvelopeDoc })
  @ApiBadRequestResponse({
    description: 'Missing or empty field, unknown language code, text over 20,000 characters',
    schema: errorEnvelope,
  })
  @ApiServiceUnavailableResponse({ description: noModel, schema: errorEnvelope })
  fluency(@Body() body: FluencyScoreBody, @Caller() caller: CallerContext) {
    const message: FluencyRequest = { ...body, caller };
    return this.rpc.send<FluencyEvaluation>(Subjects.metrics.fluency, message, {
      timeoutMs: METRICS_TIMEOUT_MS,
    });
  }

  @Post('fluency-batch')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'scoreFluencyBatch',
    summary: `Fluency evaluations of up to ${MetricsLimits.maxBatchItems} translations`,
    description:
      'Items are evaluated concurrently. A failed item does not abort the batch: its entry is `{index, error: {code, message}}` and ' +
      '`batch_summary.failed` counts it.',
  })
  @ApiBody({ type: FluencyBatchBody })
  @ApiOkResponse({ type: FluencyBatchEnvelopeDoc })
  @ApiBadRequestResponse({
    description: `No items or more than ${MetricsLimits.maxBatchItems}; an invalid item; unknown language code`,
    schema: errorEnvelope,
  })
  @ApiServiceUnavailableResponse({
    description: 'No language model is configured (LLM_BASE_URL unset)',
    schema: errorEnvelope,
  })
  fluencyBatch(@Body() body: FluencyBatchBody, @Caller() caller: CallerContext) {
    const message: FluencyBatchRequest = { ...body, caller };
    return this.rpc.send<FluencyBatchResponse>(Subjects.metrics.fluencyBatch, message, {
      timeoutMs: METRICS_TIMEOUT_MS,
    });
  }

  @Post('gemba')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'scoreGemba',
    summary: 'GEMBA-DA quality score (0-100)',
    description:
      'The GEMBA-DA prompt of Kocmi and Federmann (2023): 0 means no meaning preserved, 100 perfect meaning and grammar. ' +
      'With referenceText, the reference-based variant of the paper is used. A model score outside 0-100 is an error, never clamped.',
  })
  @ApiBody({ type: GembaBody })
  @ApiOkResponse({ type: GembaEnvelopeDoc })
  @ApiBadRequestResponse({
    description: 'Missing or empty field, unknown language code, text over 20,000 characters',
    schema: errorEnvelope,
  })
  @ApiServiceUnavailableResponse({ description: noModel, schema: errorEnvelope })
  gemba(@Body() body: GembaBody, @Caller() caller: CallerContext) {
    const message: GembaRequest = { ...body, caller };
    return this.rpc.send<GembaResponse>(Subjects.metrics.gemba, message, {
      timeoutMs: METRICS_TIMEOUT_MS,
    });
  }
}
