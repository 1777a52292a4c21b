import { Controller, Get, Logger, Param, Res } from '@nestjs/common';
import { inRequestContext } from '../http/in-request-context';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiNoAuth } from '../docs/api-responses';
import type { FastifyReply as Response } from 'fastify';
import { Readable } from 'node:stream';
import { Public } from '../auth/public.decorator';
import { contentDisposition } from '../http/content-disposition';
import { LocalizationFilesClient } from './localization-files.client';

const TABLE_MEDIA_TYPES = [
  'application/json',
  'text/csv',
  'text/tab-separated-values',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/yaml',
];

export const DOWNLOADS_PATH = 'translation/localization-table/downloads';

/** The file behind a signed download link: no API key, the token is the permission. */
@ApiTags('Localization tables')
@Controller(DOWNLOADS_PATH)
export class TableDownloadsController {
  private readonly logger = new Logger(TableDownloadsController.name);

  constructor(private readonly files: LocalizationFilesClient) {}

  @Public()
  @Get(':token')
  @ApiNoAuth()
  @ApiOperation({
    operationId: 'downloadLocalizationTable',
    summary: 'Download a finished localization table through its signed link (no API key)',
  })
  @ApiProduces(...TABLE_MEDIA_TYPES)
  @ApiOkResponse({
    description: 'The file, with Content-Type and Content-Disposition',
    schema: { type: 'string', format: 'binary' },
  })
  @ApiErrors({ 404: 'The link is not one this service signed', 410: 'The link has expired' })
  async download(@Param('token') token: string, @Res() response: Response): Promise<void> {
    const chunks = this.files.download(token);
    // Errors before the first byte (unknown or expired link) still reach the error envelope.
    const first = await chunks.next();
    if (first.done) throw new Error('download produced no chunk');
    const head = first.value;
    const logger = this.logger;
    // The rest streams as it arrives; a failure mid-way cuts the connection (the length is promised).
    async function* rest() {
      yield head.bytes;
      try {
        for await (const chunk of chunks) yield chunk.bytes;
      } catch (error) {
        logger.error({ err: String(error) }, 'download interrupted');
        throw error;
      }
    }
    await response
      .status(200)
      .headers({
        'Content-Type': head.contentType,
        'Content-Disposition': contentDisposition(head.filename),
        'Content-Length': String(head.totalBytes),
        'Cache-Control': 'private, no-store',
      })
      .send(Readable.from(inRequestContext(rest())));
  }
}
