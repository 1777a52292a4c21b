import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
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
import { AuthenticatedRequest, Caller } from '../auth/caller.decorator';
import { GenerateTableDto } from './dto/generate-table.dto';
import { ListTablesQuery } from './dto/list-tables.query';
import { LOCALIZATION_GATEWAY_CONFIG, LocalizationGatewayConfig } from './localization-gateway.config';
import { LocalizationFilesClient } from './localization-files.client';
import { DOWNLOADS_PATH } from './table-downloads.controller';

@ApiTags('Localization tables')
@Controller('translation/localization-table')
export class LocalizationTablesController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: LocalizationFilesClient,
    @Inject(LOCALIZATION_GATEWAY_CONFIG) private readonly config: LocalizationGatewayConfig,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Generate a localization table from a source file, asynchronously' })
  @ApiOkResponse({ description: "`data` = `{id, status: 'pending'}`; poll GET /{id}" })
  @ApiBadRequestResponse({ description: 'Invalid body, or neither sourceFile nor content' })
  @ApiNotFoundResponse({ description: 'sourceFile names an upload this organization does not have' })
  @ApiUnprocessableEntityResponse({ description: 'content or the uploaded file does not parse as its format' })
  async generate(
    @Caller() caller: CallerContext,
    @Body() body: GenerateTableDto,
    @Req() request: AuthenticatedRequest,
  ) {
    let { sourceFile, content } = body;
    // Large inline text would not fit in one NATS message: it travels as an upload instead.
    if (
      content !== undefined &&
      sourceFile === undefined &&
      Buffer.byteLength(content) > LocalizationLimits.maxInlineMessageChars
    ) {
      const filename = body.sourceFormat ? `content.${body.sourceFormat}` : 'content';
      sourceFile = await this.files.upload(
        caller,
        { filename, contentType: null, bytes: Buffer.from(content, 'utf8') },
        request.requestId,
      );
      content = undefined;
    }
    return this.rpc.send<TableCreatedResponse>(
      Subjects.localization.generate,
      { ...body, sourceFile, content, caller },
      { requestId: request.requestId },
    );
  }

  @Get()
  @ApiOperation({ summary: 'History of localization tables, newest first' })
  @ApiOkResponse({ description: '`data` = array of `{id, status, sourceLanguage, targetLanguages, createdAt}`' })
  history(@Caller() caller: CallerContext, @Query() query: ListTablesQuery, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<TableSummary[]>(
      Subjects.localization.list,
      { ...query, caller },
      { requestId: request.requestId },
    );
  }

  @Get(':id')
  @ApiOperation({ summary: 'One localization table' })
  @ApiOkResponse({
    description:
      '`data` = `{id, status, sourceLanguage, targetLanguages, createdAt, completedAt, format}`, plus `error` once failed',
  })
  @ApiNotFoundResponse({ description: 'Unknown id, or a table of another organization' })
  read(@Caller() caller: CallerContext, @Param('id') id: string, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<TableRecord>(Subjects.localization.get, { id, caller }, { requestId: request.requestId });
  }

  @Get(':id/download')
  @ApiOperation({
    summary: 'A signed link to the finished table; it needs no API key and expires (one hour by default)',
  })
  @ApiOkResponse({ description: '`data` = `{downloadUrl, expiresAt}`' })
  @ApiNotFoundResponse({ description: 'Unknown id, or a table of another organization' })
  @ApiConflictResponse({ description: 'The table is not completed' })
  async download(@Caller() caller: CallerContext, @Param('id') id: string, @Req() request: AuthenticatedRequest) {
    const link = await this.rpc.send<DownloadLinkResponse>(
      Subjects.localization.download,
      { id, caller, ttlSeconds: this.config.DOWNLOAD_LINK_TTL_SECONDS },
      { requestId: request.requestId },
    );
    return {
      downloadUrl: `${this.config.publicBaseUrl}/v1/${DOWNLOADS_PATH}/${link.token}`,
      expiresAt: link.expiresAt,
    };
  }
}
