import { Controller, Get, Logger, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply as Response } from 'fastify';
import { Public } from '../auth/public.decorator';
import { ApiErrors, ApiNoAuth } from '../docs/api-responses';
import { sendFileChunks } from '../http/file-download';
import { DOCUMENT_DOWNLOADS_PATH, DocumentsClient } from './documents.client';

/** What the formats of CONTRACT "Documents" are served as (documentation: each filter names its own). */
const DOCUMENT_MEDIA_TYPES = [
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.presentation',
  'application/vnd.oasis.opendocument.spreadsheet',
  'text/html',
  'text/markdown',
  'text/plain',
  'application/x-subrip',
  'text/vtt',
  'application/xliff+xml',
];

/** The translated file behind a signed link: no API key, the token is the permission. */
@ApiTags('Documents')
@Controller(DOCUMENT_DOWNLOADS_PATH)
export class DocumentDownloadsController {
  private readonly logger = new Logger(DocumentDownloadsController.name);

  constructor(private readonly documents: DocumentsClient) {}

  @Public()
  @Get(':token')
  @ApiNoAuth()
  @ApiOperation({
    operationId: 'downloadDocument',
    summary: 'Download a translated document through its signed link (no API key)',
  })
  @ApiProduces(...DOCUMENT_MEDIA_TYPES)
  @ApiOkResponse({
    description: "The file in the source's format, named `<name>.<target>.<ext>`, as an attachment",
    schema: { type: 'string', format: 'binary' },
  })
  @ApiErrors({ 404: 'The link is not one this service signed', 410: 'The link has expired, or the files were deleted' })
  async download(@Param('token') token: string, @Res() response: Response): Promise<void> {
    await sendFileChunks(this.documents.download(token), response, this.logger);
  }
}
