import { Body, Controller, HttpCode, Post, Query, UploadedFiles } from '@nestjs/common';
import { MultipartFiles } from '../uploads/multipart-files';
import { ApiBody, ApiExtraModels, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { CallerContext, TranslationLimits } from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { ApiEnvelope, ApiErrors, ApiRequestContent } from '../docs/api-responses';
import { BatchFormQuery, TranslateBatchBody } from './dto/translate-batch.body';
import { TranslateBody, TranslateMultipartDoc } from './dto/translate.body';
import {
  batchDataSchema,
  BatchResultDoc,
  translateDataSchema,
  translateExtras,
  translateModels,
} from './dto/translation.responses';
import { TranslateService } from './translate.service';
import { UploadedCsv } from './translation-forms';

@ApiTags('Translation')
@Controller('translation')
export class TranslateController {
  constructor(private readonly translation: TranslateService) {}

  @SessionAllowed('use')
  @Post('translate')
  @HttpCode(200)
  @MultipartFiles({
    field: 'fileContent',
    maxFiles: TranslationLimits.maxFiles,
  })
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
  translate(
    @Body() body: TranslateBody,
    @UploadedFiles() files: UploadedCsv[] | undefined,
    @Caller() caller: CallerContext,
  ) {
    return this.translation.translate(body, files, caller);
  }

  @SessionAllowed('use')
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
  translateBatch(@Body() body: TranslateBatchBody, @Query() query: BatchFormQuery, @Caller() caller: CallerContext) {
    return this.translation.translateBatch(body, query.form, caller);
  }
}
