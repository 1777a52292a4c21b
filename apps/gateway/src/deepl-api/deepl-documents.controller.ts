import { Body, HttpCode, Param, Post, Res, UploadedFiles } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiExtraModels, ApiOperation, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply as Response } from 'fastify';
import { CallerContext } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { ApiRequestContent } from '../docs/api-responses';
import { contentDisposition } from '../http/content-disposition';
import { MultipartFiles, UploadedFile } from '../uploads/multipart-files';
import { DeeplController } from './deepl-api.decorators';
import { DeeplDocuments } from './deepl-documents.service';
import { deeplDocumentHandleSchema, deeplDocumentStatusSchema } from './deepl.docs';
import { DeeplDocumentBody, DeeplDocumentDoc, DeeplDocumentKeyBody } from './dto/deepl-document.body';

/** DeepL's document translation (`/deepl/v2/document`), on this service's documents (CONTRACT "Documents"). */
@DeeplController('v2/document')
export class DeeplDocumentsController {
  constructor(private readonly documents: DeeplDocuments) {}

  @Post()
  @HttpCode(200)
  @MultipartFiles({ field: 'file', maxFiles: 1, defParamCharset: 'utf8' })
  @ApiOperation({ operationId: 'deeplUploadDocument', summary: 'DeepL: upload a document to translate' })
  @ApiConsumes('multipart/form-data')
  @ApiExtraModels(DeeplDocumentDoc)
  @ApiBody({ type: DeeplDocumentDoc })
  @ApiRequestContent({ 'multipart/form-data': { $ref: getSchemaPath(DeeplDocumentDoc) } })
  @ApiResponse({ status: 200, description: 'The handle to poll with', schema: deeplDocumentHandleSchema })
  upload(
    @Caller() caller: CallerContext,
    @Body() body: DeeplDocumentBody,
    @UploadedFiles() files: UploadedFile[] | undefined,
  ) {
    return this.documents.upload(caller, files?.[0], body);
  }

  @Post(':documentId')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deeplDocumentStatus', summary: "DeepL: a document's status" })
  @ApiBody({ type: DeeplDocumentKeyBody })
  @ApiResponse({ status: 200, description: 'queued, translating, done or error', schema: deeplDocumentStatusSchema })
  status(@Caller() caller: CallerContext, @Param('documentId') id: string, @Body() body: DeeplDocumentKeyBody) {
    return this.documents.status(caller, id, body.document_key);
  }

  @Post(':documentId/result')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deeplDocumentResult', summary: 'DeepL: the translated document' })
  @ApiBody({ type: DeeplDocumentKeyBody })
  @ApiResponse({
    status: 200,
    description: 'The file, in the format uploaded',
    content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiResponse({ status: 503, description: 'Not translated yet' })
  async result(
    @Caller() caller: CallerContext,
    @Param('documentId') id: string,
    @Body() body: DeeplDocumentKeyBody,
    @Res() response: Response,
  ): Promise<void> {
    const file = await this.documents.result(caller, id, body.document_key);
    await response
      .status(200)
      .headers({
        'Content-Type': file.contentType,
        'Content-Disposition': contentDisposition(file.filename),
        'Cache-Control': 'private, no-store',
      })
      .send(file.bytes);
  }
}
