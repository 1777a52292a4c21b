import { Body, Delete, Get, HttpCode, Param, Patch, Post, Put, Query, UseInterceptors } from '@nestjs/common';
import { dictionariesNotEditable, noEntriesInDirection } from './deepl.errors';
import { ApiBody, ApiExcludeEndpoint, ApiOperation, ApiParam, ApiResponse } from '@nestjs/swagger';
import { CallerContext, normalizeLanguageCode } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { DeeplController } from './deepl-api.decorators';
import { DeeplGlossaries } from './deepl-glossaries.service';
import { v3Glossary } from './deepl-glossary-answers';
import {
  deeplDictionaryEntriesSchema,
  deeplMultilingualGlossaryListSchema,
  deeplMultilingualGlossarySchema,
} from './deepl.docs';
import { DictionariesFormInterceptor } from './dictionaries-form';
import { DeeplEntriesQuery, DeeplMultilingualGlossaryBody } from './dto/deepl-glossary.body';
import { formatGlossaryEntries, parseGlossaryEntries } from './glossary-entries-text';

const notFound = { status: 404, description: 'No such glossary in this organization, or no entries in that direction' };

/** DeepL's v3 (multilingual) glossaries: several directions in one glossary, as ours are. */
@DeeplController('v3/glossaries')
export class DeeplMultilingualGlossariesController {
  constructor(private readonly glossaries: DeeplGlossaries) {}

  @Post()
  @HttpCode(201)
  @UseInterceptors(DictionariesFormInterceptor)
  @ApiOperation({ operationId: 'deeplCreateMultilingualGlossary', summary: 'DeepL: create a multilingual glossary' })
  @ApiBody({ type: DeeplMultilingualGlossaryBody })
  @ApiResponse({ status: 201, description: 'Created', schema: deeplMultilingualGlossarySchema })
  async create(@Body() body: DeeplMultilingualGlossaryBody, @Caller() caller: CallerContext) {
    const dictionaries = body.dictionaries.map((d) => ({
      sourceLang: normalizeLanguageCode(d.source_lang),
      targetLang: normalizeLanguageCode(d.target_lang),
      entries: parseGlossaryEntries(d.entries, d.entries_format ?? 'tsv'),
    }));
    return v3Glossary(await this.glossaries.create(body.name, dictionaries, caller));
  }

  @Get()
  @ApiOperation({ operationId: 'deeplListMultilingualGlossaries', summary: "DeepL: the organization's glossaries" })
  @ApiResponse({ status: 200, description: 'Glossaries', schema: deeplMultilingualGlossaryListSchema })
  async list(@Caller() caller: CallerContext) {
    return { glossaries: (await this.glossaries.list(caller)).map(v3Glossary) };
  }

  @Get(':glossaryId')
  @ApiOperation({ operationId: 'deeplGetMultilingualGlossary', summary: 'DeepL: one multilingual glossary' })
  @ApiParam({ name: 'glossaryId' })
  @ApiResponse({ status: 200, description: 'Glossary', schema: deeplMultilingualGlossarySchema })
  @ApiResponse(notFound)
  async get(@Param('glossaryId') id: string, @Caller() caller: CallerContext) {
    return v3Glossary(await this.glossaries.get(id, caller));
  }

  @Get(':glossaryId/entries')
  @ApiOperation({ operationId: 'deeplMultilingualGlossaryEntries', summary: 'DeepL: the entries of one direction' })
  @ApiParam({ name: 'glossaryId' })
  @ApiResponse({
    status: 200,
    description: 'The dictionary with its TSV entries',
    schema: deeplDictionaryEntriesSchema,
  })
  @ApiResponse(notFound)
  async entries(@Param('glossaryId') id: string, @Query() query: DeeplEntriesQuery, @Caller() caller: CallerContext) {
    const [source, target] = [normalizeLanguageCode(query.source_lang), normalizeLanguageCode(query.target_lang)];
    const entries = await this.glossaries.entries(id, source, target, caller);
    if (entries.length === 0) throw noEntriesInDirection(id, source, target);
    return {
      dictionaries: [
        { source_lang: source, target_lang: target, entries: formatGlossaryEntries(entries), entries_format: 'tsv' },
      ],
    };
  }

  @Delete(':glossaryId')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deeplDeleteMultilingualGlossary', summary: 'DeepL: delete a glossary' })
  @ApiParam({ name: 'glossaryId' })
  @ApiResponse({ status: 204, description: 'Deleted' })
  @ApiResponse(notFound)
  async delete(@Param('glossaryId') id: string, @Caller() caller: CallerContext) {
    await this.glossaries.delete(id, caller);
  }

  /**
   * Changing a glossary's dictionaries in place is not offered (README "DeepL API"): a 400 that
   * says so, rather than a 404 the client would read as "glossary not found".
   */
  @Patch(':glossaryId')
  @ApiExcludeEndpoint()
  update(): never {
    throw dictionariesNotEditable();
  }

  @Put(':glossaryId/dictionaries')
  @ApiExcludeEndpoint()
  replaceDictionary(): never {
    throw dictionariesNotEditable();
  }

  @Delete(':glossaryId/dictionaries')
  @ApiExcludeEndpoint()
  deleteDictionary(): never {
    throw dictionariesNotEditable();
  }
}
