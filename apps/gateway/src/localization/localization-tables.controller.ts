import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors } from '../docs/api-responses';
import { DownloadLinkDoc, TableCreatedDoc, TableRecordDoc, TableSummaryDoc } from './dto/localization.responses';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  DownloadLinkResponse,
  LocalizationLimits,
  Subjects,
  TableCreatedResponse,
  TableRecord,
  TableSummary,
} from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { GenerateTableDto } from './dto/generate-table.dto';
import { ListTablesQuery } from './dto/list-tables.query';
import { GatewayConfig } from '../config/gateway.config';
import { LocalizationFilesClient } from './localization-files.client';
import { DOWNLOADS_PATH } from './table-downloads.controller';

@ApiTags('Localization tables')
@Controller('translation/localization-table')
export class LocalizationTablesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: LocalizationFilesClient,
    private readonly config: GatewayConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'generateLocalizationTable',
    summary: 'Generate a localization table from a source file, asynchronously',
  })
  @ApiEnvelope(TableCreatedDoc, { description: "`{id, status: 'pending'}`; poll GET /{id}" })
  @ApiErrors({
    400: 'Invalid body, or neither sourceFile nor content; a source over a parsing limit',
    404: 'sourceFile names an upload this organization does not have; memoryId unknown or of another organization',
    422: 'content or the uploaded file does not parse as its format',
  })
  async generate(@Caller() caller: CallerContext, @Body() body: GenerateTableDto) {
    let { sourceFile, content } = body;
    // Large inline text would not fit in one NATS message: it travels as an upload instead.
    if (
      content !== undefined &&
      sourceFile === undefined &&
      Buffer.byteLength(content) > LocalizationLimits.maxInlineMessageChars
    ) {
      const filename = body.sourceFormat ? `content.${body.sourceFormat}` : 'content';
      sourceFile = await this.files.upload(caller, {
        filename,
        contentType: null,
        bytes: Buffer.from(content, 'utf8'),
      });
      content = undefined;
    }
    return this.rpc.send<TableCreatedResponse>(Subjects.localization.generate, {
      ...body,
      sourceFile,
      content,
      caller,
    });
  }

  @Get()
  @ApiOperation({ operationId: 'listLocalizationTables', summary: 'History of localization tables, newest first' })
  @ApiEnvelope([TableSummaryDoc])
  history(@Caller() caller: CallerContext, @Query() query: ListTablesQuery) {
    return this.rpc.send<TableSummary[]>(Subjects.localization.list, { ...query, caller });
  }

  @Get(':id')
  @ApiOperation({ operationId: 'getLocalizationTable', summary: 'One localization table' })
  @ApiEnvelope(TableRecordDoc)
  @ApiErrors({ 404: 'Unknown id, or a table of another organization' })
  read(@Caller() caller: CallerContext, @Param('id') id: string) {
    return this.rpc.send<TableRecord>(Subjects.localization.get, { id, caller });
  }

  @Get(':id/download')
  @ApiOperation({
    operationId: 'getLocalizationTableLink',
    summary: 'A signed link to the finished table; it needs no API key and expires (one hour by default)',
  })
  @ApiEnvelope(DownloadLinkDoc)
  @ApiErrors({ 404: 'Unknown id, or a table of another organization', 409: 'The table is not completed' })
  async download(@Caller() caller: CallerContext, @Param('id') id: string) {
    const link = await this.rpc.send<DownloadLinkResponse>(Subjects.localization.download, {
      id,
      caller,
      ttlSeconds: this.config.DOWNLOAD_LINK_TTL_SECONDS,
    });
    return {
      downloadUrl: `${this.config.publicBaseUrl}/v1/${DOWNLOADS_PATH}/${link.token}`,
      expiresAt: link.expiresAt,
    };
  }
}
