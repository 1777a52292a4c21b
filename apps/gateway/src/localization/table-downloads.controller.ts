import { Controller, Get, Logger, Param, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiNoAuth } from '../docs/api-responses';
import type { FastifyReply as Response } from 'fastify';
import { Public } from '../auth/public.decorator';
import { sendFileChunks } from '../http/file-download';
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
    await sendFileChunks(this.files.download(token), response, this.logger);
  }
}
