import { Body, Controller, HttpCode, Post, Query, Req, UploadedFiles, UseInterceptors } from '@nestjs/common';
import { MultipartFiles } from '../uploads/multipart-files';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { DomainException, RpcClient } from '@app/common';
import {
  BatchTranslationResult,
  CallerContext,
  Subjects,
  TranslateBatchRequest,
  TranslateRequest,
  TranslateResponse,
  TranslationLimits,
} from '@app/contracts';
import { AuthenticatedRequest, Caller } from '../auth/caller.decorator';
import { gatewayConfig } from '../config/gateway-config.provider';
import { ApiEnvelope, ApiErrors, ApiRequestContent } from '../docs/api-responses';
import { Enveloped } from '../envelope/enveloped';
import { BatchFormQuery, TranslateBatchBody } from './dto/translate-batch.body';
import { TranslateBody, TranslateMultipartDoc } from './dto/translate.body';
import {
  batchDataSchema,
  BatchResultDoc,
  translateDataSchema,
  translateExtras,
  translateModels,
} from './dto/translation.responses';
import { assertContextsAligned, batchAsFormB, csvPayloads, textOfForms, UploadedCsv } from './translation-forms';

/** A model call can take LLM_TIMEOUT_MS (60 s) per attempt, with retries. */
const TRANSLATE_TIMEOUT_MS = 180_000;

@ApiTags('Translation')
@Controller('translation')
export class TranslateController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('translate')
  @HttpCode(200)
  @UseInterceptors(
    MultipartFiles({
      field: 'fileContent',
      maxFiles: TranslationLimits.maxFiles,
      fileSize: gatewayConfig.FILE_BODY_LIMIT_BYTES,
    }),
  )
  @ApiOperation({
    operationId: 'translateText',
    summary: 'Translate one text (Forms A and B) or CSV files (Form A multipart)',
    description:
      'Form A: multipart/form-data with `textContent` or one or more CSV `fileContent` files, or JSON with `textContent`. ' +
      'Form B: JSON with `text`. Both answer `data` = the translated string (one CSV file: its translated text; several: ' +
      'an array of `{filename, content}`). `sourceLanguage: auto` detects the language first.',
  })
  @ApiExtraModels(TranslateBody, TranslateMultipartDoc)
  @ApiBody({ type: TranslateBody })
  @ApiRequestContent({
    'application/json': { $ref: getSchemaPath(TranslateBody) },
    'multipart/form-data': { $ref: getSchemaPath(TranslateMultipartDoc) },
  })
  @ApiEnvelope(translateDataSchema, { models: translateModels, extras: translateExtras })
  @ApiErrors({
    400: 'Invalid field; unknown language code; a pair the engine cannot translate (named); neither or both of text and files',
    404: 'glossaryId does not exist or belongs to another organization',
    422: 'An uploaded CSV file does not parse',
    503: 'Engine down or timing out; `prompt` or `fluency` without a language model',
  })
  async translate(
    @Body() body: TranslateBody,
    @UploadedFiles() files: UploadedCsv[] | undefined,
    @Caller() caller: CallerContext,
    @Req() req: AuthenticatedRequest,
  ) {
    const { textContent, text: formBText, fileContent, ...options } = body;
    const text = textOfForms(textContent, formBText);
    const csv = csvPayloads(
      fileContent !== undefined
        ? [...(files ?? []), { originalname: 'file.csv', buffer: Buffer.from(fileContent) }]
        : files,
    );
    const message: TranslateRequest = {
      ...options,
      caller,
      ...(text !== undefined ? { text } : {}),
      ...(csv ? { files: csv } : {}),
    };
    if (message.text === undefined && !message.files) {
      throw DomainException.badRequest(
        'Nothing to translate: send textContent or fileContent (Form A), or text (Form B)',
        [{ field: 'textContent', problems: ['one of textContent, fileContent or text is required'] }],
      );
    }
    const answer = await this.rpc.send<TranslateResponse>(Subjects.translation.translate, message, {
      requestId: req.requestId,
      timeoutMs: TRANSLATE_TIMEOUT_MS,
    });
    return answer.fluency ? new Enveloped(answer.data, { fluency: answer.fluency }) : answer.data;
  }

  @Post('translate-batch')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'translateBatch',
    summary: `Translate up to ${TranslationLimits.maxBatchTexts} texts (Form A; \`?form=b\` for Form B)`,
    description:
      'Failures of single texts are reported inside the 200 answer (`error` in place of `content`). Form B answers an array ' +
      "of strings in input order and fails as a whole, with the first failed text's error, if any text fails.",
  })
  @ApiBody({ type: TranslateBatchBody })
  @ApiEnvelope(batchDataSchema, { models: [BatchResultDoc] })
  @ApiErrors({
    400: `Invalid field; no texts or more than ${TranslationLimits.maxBatchTexts}; contexts of another length than texts; unknown language; unsupported pair`,
    404: 'glossaryId does not exist or belongs to another organization',
    503: 'Engine unavailable; `prompt` or `fluency` without a language model',
  })
  async translateBatch(
    @Body() body: TranslateBatchBody,
    @Query() query: BatchFormQuery,
    @Caller() caller: CallerContext,
    @Req() req: AuthenticatedRequest,
  ) {
    assertContextsAligned(body.texts, body.contexts);
    const message: TranslateBatchRequest = { ...body, caller };
    const result = await this.rpc.send<BatchTranslationResult>(Subjects.translation.translateBatch, message, {
      requestId: req.requestId,
      timeoutMs: TRANSLATE_TIMEOUT_MS,
    });
    return query.form?.toLowerCase() === 'b' ? batchAsFormB(result) : result;
  }
}
