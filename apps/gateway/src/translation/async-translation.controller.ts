import { Body, Controller, Get, Headers, HttpCode, Param, Post } from '@nestjs/common';
import { nothingToTranslateAsync } from './translation.errors';
import { ApiBody, ApiHeader, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import {
  AgenticRecord,
  AgenticStarted,
  BatchJobRecord,
  BatchJobStartedResponse,
  CallerContext,
  GetAgenticRequest,
  GetBatchJobRequest,
  StartAgenticRequest,
  StartBatchJobRequest,
  Subjects,
  TranslationLimits,
} from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { AgenticTranslateBody } from './dto/agentic.body';
import {
  agenticModels,
  agenticStartedSchema,
  agenticTaskSchema,
  BatchJobDoc,
  BatchJobStartedDoc,
} from './dto/async-work.responses';
import { ApiEnvelope, ApiErrors } from '../docs/api-responses';
import { TranslateBatchBody } from './dto/translate-batch.body';
import { assertContextsAligned, textOfForms } from './translation-forms';

/** Starting checks languages and the glossary (another service) before answering. */
const START_TIMEOUT_MS = 30_000;

const WEBHOOK_HEADER = {
  name: 'X-Webhook-Url',
  required: false,
  description:
    'http(s) URL notified by a signed POST (Standard Webhooks) when the work completes; private and loopback addresses are refused (400)',
};

/** SPEC "Translate batch, asynchronous" and "Agentic translation": start answers at once, the record is read by id. */
@ApiTags('Translation')
@Controller('translation')
export class AsyncTranslationController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('translate-batch-async')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startBatchJob',
    summary: `Start a batch job of up to ${TranslationLimits.maxBatchTexts} texts`,
    description:
      'Same body as the blocking batch (Form A), checked the same way before the job is accepted. Answers ' +
      '`{job_id, status: "PENDING"}` at once; read the job with GET .../translate-batch-async/{id}.',
  })
  @ApiHeader(WEBHOOK_HEADER)
  @ApiBody({ type: TranslateBatchBody })
  @ApiEnvelope(BatchJobStartedDoc)
  @ApiErrors({
    400: 'As the blocking batch; X-Webhook-Url not http(s) or pointing at a private address',
    404: 'glossaryId does not exist or belongs to another organization',
    503: 'Engine unavailable; `prompt` or `fluency` without a language model',
  })
  startBatch(
    @Body() body: TranslateBatchBody,
    @Headers('x-webhook-url') webhookUrl: string | undefined,
    @Caller() caller: CallerContext,
  ) {
    assertContextsAligned(body.texts, body.contexts);
    const message: StartBatchJobRequest = { ...body, caller, ...webhookOf(webhookUrl) };
    return this.rpc.send<BatchJobStartedResponse>(Subjects.translation.startBatchJob, message, {
      timeoutMs: START_TIMEOUT_MS,
    });
  }

  @Get('translate-batch-async/:id')
  @ApiOperation({
    operationId: 'getBatchJob',
    summary: 'Read a batch job: PENDING, READY (with `result`) or ERROR (with `error`)',
  })
  @ApiParam({ name: 'id', description: 'The `job_id` returned when the job was started' })
  @ApiEnvelope(BatchJobDoc)
  @ApiErrors({ 404: 'Unknown job, or a job of another organization' })
  getBatch(@Param('id') id: string, @Caller() caller: CallerContext) {
    const message: GetBatchJobRequest = { id, caller };
    return this.rpc.send<BatchJobRecord>(Subjects.translation.getBatchJob, message);
  }

  @Post('agentic-translate')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'startAgenticTranslation',
    summary: 'Start an agentic translation (translate, critique, revise) of one text',
    description:
      'Form A: JSON with `textContent` (answers `{translation_id, status: "PENDING"}`); Form B: JSON with `text` and ' +
      'optional `options` (answers `{id, status: "pending"}`). The status read answers in the form the task was started ' +
      'with. Needs a language model; costs four times the standard rate.',
  })
  @ApiHeader(WEBHOOK_HEADER)
  @ApiBody({ type: AgenticTranslateBody })
  @ApiEnvelope(agenticStartedSchema, { models: agenticModels })
  @ApiErrors({
    400: 'Invalid field; neither or both of textContent and text; unknown language; unsupported pair; bad X-Webhook-Url',
    404: 'glossaryId or memoryId does not exist or belongs to another organization',
    503: 'No language model is configured (LLM_BASE_URL)',
  })
  startAgentic(
    @Body() body: AgenticTranslateBody,
    @Headers('x-webhook-url') webhookUrl: string | undefined,
    @Caller() caller: CallerContext,
  ) {
    const { textContent, text: formBText, options, glossaryId, prompt, ignoreCache, ...languages } = body;
    const text = textOfForms(textContent, formBText);
    if (text === undefined) {
      throw nothingToTranslateAsync();
    }
    const formB = textContent === undefined;
    const message: StartAgenticRequest = {
      ...languages,
      caller,
      form: formB ? 'B' : 'A',
      text,
      ...defined({ glossaryId: glossaryId ?? options?.glossaryId, prompt, ignoreCache, uiSafe: options?.uiSafe }),
      ...webhookOf(webhookUrl),
    };
    return this.rpc.send<AgenticStarted>(Subjects.translation.startAgentic, message, {
      timeoutMs: START_TIMEOUT_MS,
    });
  }

  @Get('agentic-translate/:id')
  @ApiOperation({
    operationId: 'getAgenticTranslation',
    summary: 'Read an agentic translation task, in the form it was started with',
  })
  @ApiParam({ name: 'id', description: 'The `translation_id` (Form A) or `id` (Form B) returned at start' })
  @ApiEnvelope(agenticTaskSchema, { models: agenticModels })
  @ApiErrors({ 404: 'Unknown task, or a task of another organization' })
  getAgentic(@Param('id') id: string, @Caller() caller: CallerContext) {
    const message: GetAgenticRequest = { id, caller };
    return this.rpc.send<AgenticRecord>(Subjects.translation.getAgentic, message);
  }
}

function webhookOf(header: string | undefined): { webhookUrl?: string } {
  return header === undefined || header.trim() === '' ? {} : { webhookUrl: header.trim() };
}

function defined<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}
