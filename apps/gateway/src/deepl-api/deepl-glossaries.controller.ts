import { Body, Delete, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiParam, ApiProduces, ApiResponse } from '@nestjs/swagger';
import { CallerContext, normalizeLanguageCode } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { DeeplController } from './deepl-api.decorators';
import { DeeplGlossaries } from './deepl-glossaries.service';
import { v2Glossary } from './deepl-glossary-answers';
import { deeplGlossaryListSchema, deeplGlossarySchema } from './deepl.docs';
import { DeeplGlossaryBody } from './dto/deepl-glossary.body';
import { formatGlossaryEntries, parseGlossaryEntries } from './glossary-entries-text';

const notFound = { status: 404, description: 'No such glossary in this organization' };

/** DeepL's v2 glossaries (one direction each) onto the organization's glossaries. */
@DeeplController('v2/glossaries')
export class DeeplGlossariesController {
  constructor(private readonly glossaries: DeeplGlossaries) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({ operationId: 'deeplCreateGlossary', summary: 'DeepL: create a glossary with its entries' })
  @ApiBody({ type: DeeplGlossaryBody })
  @ApiResponse({ status: 201, description: 'Created', schema: deeplGlossarySchema })
  async create(@Body() body: DeeplGlossaryBody, @Caller() caller: CallerContext) {
    const entries = parseGlossaryEntries(body.entries, body.entries_format ?? 'tsv');
    const dictionary = {
      sourceLang: normalizeLanguageCode(body.source_lang),
      targetLang: normalizeLanguageCode(body.target_lang),
      entries,
    };
    return v2Glossary(await this.glossaries.create(body.name, [dictionary], caller));
  }

  @Get()
  @ApiOperation({ operationId: 'deeplListGlossaries', summary: "DeepL: the organization's glossaries" })
  @ApiResponse({ status: 200, description: 'Glossaries', schema: deeplGlossaryListSchema })
  async list(@Caller() caller: CallerContext) {
    return { glossaries: (await this.glossaries.list(caller)).map(v2Glossary) };
  }

  @Get(':glossaryId')
  @ApiOperation({ operationId: 'deeplGetGlossary', summary: 'DeepL: one glossary' })
  @ApiParam({ name: 'glossaryId' })
  @ApiResponse({ status: 200, description: 'Glossary', schema: deeplGlossarySchema })
  @ApiResponse(notFound)
  async get(@Param('glossaryId') id: string, @Caller() caller: CallerContext) {
    return v2Glossary(await this.glossaries.get(id, caller));
  }

  @Get(':glossaryId/entries')
  @Header('Content-Type', 'text/tab-separated-values; charset=utf-8')
  @ApiOperation({ operationId: 'deeplGlossaryEntries', summary: "DeepL: a glossary's entries as TSV" })
  @ApiParam({ name: 'glossaryId' })
  @ApiProduces('text/tab-separated-values')
  @ApiResponse({ status: 200, description: 'TSV, one `source<TAB>target` per line', schema: { type: 'string' } })
  @ApiResponse(notFound)
  async entries(@Param('glossaryId') id: string, @Caller() caller: CallerContext) {
    const { dictionaries } = await this.glossaries.get(id, caller);
    const [first] = dictionaries;
    const entries = await this.glossaries.entries(id, first.sourceLang, first.targetLang, caller);
    return formatGlossaryEntries(entries);
  }

  @Delete(':glossaryId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deeplDeleteGlossary', summary: 'DeepL: delete a glossary' })
  @ApiParam({ name: 'glossaryId' })
  @ApiResponse({ status: 204, description: 'Deleted' })
  @ApiResponse(notFound)
  async delete(@Param('glossaryId') id: string, @Caller() caller: CallerContext) {
    await this.glossaries.delete(id, caller);
  }
}
