import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import {
  ApiBody,
  ApiConsumes,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiProduces,
  ApiProperty,
  ApiTags,
} from '@nestjs/swagger';
import { CallerContext, ExportMemoryQuery, MEMORY_FILE_FORMATS, memoryLanguageOf } from '@app/contracts';
import { MEMORY_FILE_MEDIA_TYPES, writeMemoryFile } from '@app/term-files';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Caller } from '../auth/caller.decorator';
import { SessionAllowed } from '../auth/session-access.decorator';
import { ApiErrors } from '../docs/api-responses';
import { contentDisposition } from '../http/content-disposition';
import { MemoryFilesService } from './memory-files.service';

class ImportFailureDoc {
  @ApiProperty({
    description: 'Position of the unit in the file, from 0 (a TMX `tu` with three `tuv` gives two units)',
  })
  unit: number;
  @ApiProperty({ description: 'Line of its `tu` or table row' }) line: number;
  @ApiProperty() message: string;
}

class MemoryImportDoc {
  @ApiProperty({ description: 'Units new to the memory' }) imported: number;
  @ApiProperty({ description: 'Units whose source was stored with another target, now replaced' }) updated: number;
  @ApiProperty({ description: 'Units already stored as the file gives them' }) skipped: number;
  @ApiProperty({ type: [ImportFailureDoc] }) failed: ImportFailureDoc[];
}

class MemoryImportEnvelopeDoc {
  @ApiProperty({ example: 'ok' }) status: string;
  @ApiProperty({ example: '2026-01-01T00:00:00.000Z' }) timestamp: string;
  @ApiProperty({ type: MemoryImportDoc }) data: MemoryImportDoc;
}

/** CONTRACT "Translation memories": a memory in and out as TMX, CSV, TSV or XLSX. */
@ApiTags('Translation memories')
@ApiParam({ name: 'id', description: 'Memory ID' })
@Controller('translation/memories/:id')
export class MemoryFilesController {
  constructor(private readonly files: MemoryFilesService) {}

  @SessionAllowed('edit')
  @Post('import')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'importMemory',
    summary: 'Import units from a TMX, CSV, TSV or XLSX file',
    description:
      'Multipart `file` (the format from its extension, or the `format` field). TMX 1.4b: each `tu` pairs its source `tuv` ' +
      "(the tu's `srclang`, else the header's, else its first; `*all*` means the header's) with every other `tuv`. " +
      'Tables: a header row of language codes, the source language first, one unit per filled target cell. ' +
      'The same source in the same pair replaces the older target. Up to MEMORY_IMPORT_MAX_BYTES (200 MiB by default).',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['file'],
      properties: {
        format: { type: 'string', enum: [...MEMORY_FILE_FORMATS], description: 'Send before the file' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @ApiOkResponse({ type: MemoryImportEnvelopeDoc })
  @ApiErrors({
    400: 'No file; a format that cannot be told from the name',
    404: 'Memory does not exist or belongs to another organization',
    413: 'File over MEMORY_IMPORT_MAX_BYTES',
    422: 'The file does not parse (the line is named), is truncated, declares entities, or holds no units',
  })
  import(@Param('id') memoryId: string, @Req() request: FastifyRequest, @Caller() caller: CallerContext) {
    return this.files.import(memoryId, request, caller);
  }

  @SessionAllowed('use')
  @Get('export')
  @ApiOperation({
    operationId: 'exportMemory',
    summary: 'Download the memory as TMX, CSV, TSV or XLSX',
    description:
      'Streamed as an attachment that imports back to the same units. TMX holds every pair; a table holds one ' +
      '(`sourceLanguage` and `targetLanguage`, needed when the memory has several). Cells are written exactly.',
  })
  // Media types without their parameters, as clients match them; JSON for the error envelope.
  @ApiProduces(...Object.values(MEMORY_FILE_MEDIA_TYPES).map((type) => type.split(';')[0]), 'application/json')
  @ApiOkResponse({ description: 'The file', schema: { type: 'string', format: 'binary' } })
  @ApiErrors({
    400: 'format missing or not one of tmx, csv, tsv, xlsx; a table export of a memory with several pairs and none named',
    404: 'Memory does not exist or belongs to another organization',
  })
  async export(
    @Param('id') memoryId: string,
    @Query() query: ExportMemoryQuery,
    @Caller() caller: CallerContext,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { memory, pair, pages } = await this.files.export(memoryId, query, caller);
    const head = {
      name: memory.name,
      pair: pair && ([memoryLanguageOf(pair[0]), memoryLanguageOf(pair[1])] as [string, string]),
    };
    await reply
      .status(200)
      .headers({
        'Content-Type': MEMORY_FILE_MEDIA_TYPES[query.format],
        'Content-Disposition': contentDisposition(`${memory.name}.${query.format}`),
        'Cache-Control': 'private, no-store',
      })
      .send(writeMemoryFile(query.format, head, pages));
  }
}
