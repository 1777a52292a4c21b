import { Body, Controller, Get, HttpCode, Param, Post, Query, Res, UploadedFiles } from '@nestjs/common';
import { termFileMissing } from './glossary.errors';
import { uploadedFileEmpty } from '../uploads/uploads.errors';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { CallerContext, ExportTermsQuery, ImportTermsFields, TERM_FILE_FORMATS } from '@app/contracts';
import { TERM_FILE_MEDIA_TYPES, writeTermFile } from '@app/term-files';
import type { FastifyReply } from 'fastify';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { ApiErrors } from '../docs/api-responses';
import { contentDisposition } from '../http/content-disposition';
import { MultipartFiles, UploadedFile } from '../uploads/multipart-files';
import { BulkPartialEnvelopeDoc, TermListEnvelopeDoc } from './dto/glossary.responses';
import { GlossaryFilesService } from './glossary-files.service';

/** CONTRACT "Glossary files": a glossary in and out as TBX, CSV, TSV or XLSX. */
@ApiTags('Glossary terms')
@ApiParam({ name: 'id', description: 'Glossary ID' })
@Controller('translation/glossaries/:id/terms')
export class GlossaryFilesController {
  constructor(private readonly files: GlossaryFilesService) {}

  @Post('import')
  @HttpCode(200)
  @SessionAllowed('edit')
  // The same upload path and 10 MiB limit as localization source files.
  @MultipartFiles({ maxFiles: 1, defParamCharset: 'utf8' })
  @ApiOperation({
    operationId: 'importTerms',
    summary: 'Import terms from a TBX, CSV, TSV or XLSX file',
    description:
      'Multipart `file`. TBX v2 (`martif`) and v3 (`tbx`), TBX-Basic: each `termEntry`/`conceptEntry` is a term, synonyms ' +
      'terms of their own; definitions and notes become the definition. CSV/TSV/XLSX: a header row of language codes with ' +
      "optional `<lang>:definition` and `<lang>:caseSensitivity` columns, or DeepL's headerless `source,target` rows with " +
      'the `sourceLanguage` and `targetLanguage` fields. Answered as bulk terms: 200, or 207 with `failed[].index` ' +
      '(data rows from 0, header excluded) and `line`.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        file: { type: 'string', format: 'binary' },
        format: { type: 'string', enum: [...TERM_FILE_FORMATS] },
        sourceLanguage: { type: 'string' },
        targetLanguage: { type: 'string' },
      },
    },
  })
  @ApiOkResponse({ type: TermListEnvelopeDoc, description: 'Every row created' })
  @ApiResponse({ status: 207, type: BulkPartialEnvelopeDoc, description: 'Some rows failed' })
  @ApiErrors({
    400: 'No file; languages outside the glossary (named); a headerless table without sourceLanguage/targetLanguage; no row could be created',
    404: 'Glossary does not exist or belongs to another organization',
    413: 'File over 10 MiB',
    422: 'The file does not parse (the line is named), declares entities, or unpacks past the limit',
  })
  import(
    @Param('id') glossaryId: string,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @Body() fields: ImportTermsFields,
    @Caller() caller: CallerContext,
  ) {
    const file = files?.[0];
    if (!file) throw termFileMissing();
    if (file.size === 0) throw uploadedFileEmpty(file.originalname);
    return this.files.import(glossaryId, { filename: file.originalname, bytes: file.buffer }, fields, caller);
  }

  @Get('export')
  @ApiOperation({
    operationId: 'exportTerms',
    summary: 'Download the glossary as a TBX, CSV, TSV or XLSX file',
    description:
      'Streamed as an attachment; importing it into an empty glossary gives the same terms, definitions and caseSensitivity values.',
  })
  @SessionAllowed('use')
  // Media types without their parameters, as clients match them; JSON for the error envelope.
  @ApiProduces(...Object.values(TERM_FILE_MEDIA_TYPES).map((type) => type.split(';')[0]), 'application/json')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({
    400: 'format missing or not one of tbx, csv, tsv, xlsx',
    404: 'Glossary does not exist or belongs to another organization',
  })
  async export(
    @Param('id') glossaryId: string,
    @Query() query: ExportTermsQuery,
    @Caller() caller: CallerContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { glossary, pages } = await this.files.export(glossaryId, caller);
    const filename = `${glossary.name}.${query.format}`;
    await reply
      .status(200)
      .headers({
        'Content-Type': TERM_FILE_MEDIA_TYPES[query.format],
        'Content-Disposition': contentDisposition(filename),
        'Cache-Control': 'private, no-store',
      })
      .send(writeTermFile(query.format, glossary, pages));
  }
}
