import { Body, Controller, Delete, Get, Headers, HttpCode, Param, Post, Query, UploadedFiles } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiExtraModels,
  ApiHeader,
  ApiOperation,
  ApiParam,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CallerContext } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { SessionAllowed } from '../auth/session-access.decorator';
import { ApiEnvelope, ApiErrors, ApiRequestContent } from '../docs/api-responses';
import { MultipartFiles, UploadedFile } from '../uploads/multipart-files';
import { DocumentsClient } from './documents.client';
import { DocumentUploadBody, DocumentUploadDoc, ListDocumentsQuery } from './dto/document.bodies';
import { DocumentCreatedDoc, DocumentDeletedDoc, DocumentRecordDoc } from './dto/document.responses';
import { DownloadLinkDoc } from '../localization/dto/localization.responses';

const ID = { name: 'id', description: 'Document id' };

/** CONTRACT "Documents": translate a whole file, formatting kept, as an asynchronous job. */
@ApiTags('Documents')
@Controller('translation/documents')
export class DocumentsController {
  constructor(private readonly documents: DocumentsClient) {}

  @SessionAllowed('use')
  @Post()
  @HttpCode(200)
  // One file, field `file`; File names arrive as UTF-8 from browsers and curl.
  @MultipartFiles({ field: 'file', maxFiles: 1, defParamCharset: 'utf8' })
  @ApiOperation({
    operationId: 'translateDocument',
    summary: 'Translate a document (DOCX, PPTX, XLSX, ODF, HTML, Markdown, text, subtitles, XLIFF), asynchronously',
    description:
      'The file is read and the request checked before it is accepted; poll GET /{id} for progress, then GET /{id}/download.',
  })
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(DocumentUploadDoc)
  @ApiBody({ type: DocumentUploadDoc })
  @ApiRequestContent({ 'multipart/form-data': { $ref: getSchemaPath(DocumentUploadDoc) } })
  @ApiHeader({
    name: 'X-Webhook-Url',
    required: false,
    description: 'http(s) URL notified (`translation.document.completed`, Standard Webhooks) when the job ends',
  })
  @ApiEnvelope(DocumentCreatedDoc, { description: "`{id, status: 'PENDING'}`" })
  @ApiErrors({
    400: 'No file; a type that is not supported (the formats are listed); unknown language or pair; bad X-Webhook-Url',
    404: 'glossaryId or memoryId unknown or of another organization',
    413: 'File over 10 MiB',
    422: 'The file does not parse as its format, breaks a limit, is protected, is empty or has no text',
    429: "The month's credits would not cover the document (`QUOTA_EXCEEDED`), or the rate limit",
  })
  start(
    @Caller() caller: CallerContext,
    @Body() body: DocumentUploadBody,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @Headers('x-webhook-url') webhookUrl: string | undefined,
  ) {
    return this.documents.start(caller, files?.[0], body, webhookUrl);
  }

  @SessionAllowed('use')
  @Get()
  @ApiOperation({ operationId: 'listDocuments', summary: 'History of documents, newest first' })
  @ApiEnvelope([DocumentRecordDoc])
  history(@Caller() caller: CallerContext, @Query() query: ListDocumentsQuery) {
    return this.documents.list(caller, query);
  }

  @SessionAllowed('use')
  @Get(':id')
  @ApiOperation({ operationId: 'getDocument', summary: 'One document: status, progress, words, credits, term report' })
  @ApiParam(ID)
  @ApiEnvelope(DocumentRecordDoc)
  @ApiErrors({ 404: 'Unknown id, or a document of another organization' })
  read(@Caller() caller: CallerContext, @Param('id') id: string) {
    return this.documents.get(caller, id);
  }

  @SessionAllowed('use')
  @Get(':id/download')
  @ApiOperation({
    operationId: 'getDocumentLink',
    summary: 'A signed link to the translated file; it needs no API key and expires (one hour by default)',
  })
  @ApiParam(ID)
  @ApiEnvelope(DownloadLinkDoc)
  @ApiErrors({
    404: 'Unknown id, or a document of another organization',
    409: 'The document is not READY',
    410: 'The files were deleted after the retention period',
  })
  async download(@Caller() caller: CallerContext, @Param('id') id: string) {
    const { downloadUrl, expiresAt } = await this.documents.link(caller, id);
    return { downloadUrl, expiresAt };
  }

  @SessionAllowed('use')
  @Delete(':id')
  @ApiOperation({ operationId: 'deleteDocument', summary: 'Delete a document and its stored files' })
  @ApiParam(ID)
  @ApiEnvelope(DocumentDeletedDoc)
  @ApiErrors({ 404: 'Unknown id, or a document of another organization' })
  delete(@Caller() caller: CallerContext, @Param('id') id: string) {
    return this.documents.delete(caller, id);
  }
}
