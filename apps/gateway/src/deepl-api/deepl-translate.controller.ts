import { Body, Get, HttpCode, Post, Query } from '@nestjs/common';
import { languageTypeNotSupported } from './deepl.errors';
import { ApiBody, ApiOperation, ApiQuery, ApiResponse } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { CallerContext, LanguageResponse, Subjects } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { MonthUsageClient } from '../usage/month-usage.client';
import { DeeplController } from './deepl-api.decorators';
import { deeplSourceLanguages, deeplTargetLanguages } from './deepl-language-codes';
import { DeeplTranslator } from './deepl-translator';
import {
  deeplLanguagePairsSchema,
  deeplLanguagesSchema,
  deeplTranslationsSchema,
  deeplUsageSchema,
} from './deepl.docs';
import { DeeplTranslateBody } from './dto/deepl-translate.body';

/** DeepL reports an unlimited character allowance as a number; CONTRACT fixes it. */
export const UNLIMITED_CHARACTER_LIMIT = 1_000_000_000_000;

/** DeepL's text translation, languages and usage (`/deepl/v2/...`). */
@DeeplController('v2')
export class DeeplTranslateController {
  constructor(
    private readonly translator: DeeplTranslator,
    private readonly usage: MonthUsageClient,
    private readonly rpc: RpcClient,
  ) {}

  @Post('translate')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deeplTranslate', summary: 'DeepL: translate texts' })
  @ApiBody({ type: DeeplTranslateBody })
  @ApiResponse({ status: 200, description: 'One translation per text, in order', schema: deeplTranslationsSchema })
  translate(@Body() body: DeeplTranslateBody, @Caller() caller: CallerContext) {
    return this.translator.translate(body, caller);
  }

  @Get('languages')
  @ApiOperation({ operationId: 'deeplLanguages', summary: 'DeepL: source or target languages' })
  @ApiQuery({ name: 'type', required: false, enum: ['source', 'target'] })
  @ApiResponse({ status: 200, description: 'Languages', schema: deeplLanguagesSchema })
  languages(@Query('type') type: unknown) {
    return this.listLanguages(type);
  }

  @Post('languages')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deeplLanguagesPost', summary: 'DeepL: source or target languages (POST form)' })
  @ApiQuery({ name: 'type', required: false, enum: ['source', 'target'] })
  @ApiResponse({ status: 200, description: 'Languages', schema: deeplLanguagesSchema })
  languagesPost(@Query('type') type: unknown, @Body() body: unknown) {
    const fromBody = (body as { type?: unknown } | undefined)?.type;
    return this.listLanguages(type ?? fromBody);
  }

  @Get('usage')
  @ApiOperation({ operationId: 'deeplUsage', summary: "DeepL: the month's credits used and allowed" })
  @ApiResponse({ status: 200, description: 'Usage', schema: deeplUsageSchema })
  usageOfMonth(@Caller() caller: CallerContext) {
    return this.deeplUsage(caller);
  }

  @Post('usage')
  @HttpCode(200)
  @ApiOperation({ operationId: 'deeplUsagePost', summary: "DeepL: the month's credits used and allowed (POST)" })
  @ApiResponse({ status: 200, description: 'Usage', schema: deeplUsageSchema })
  usagePost(@Caller() caller: CallerContext) {
    return this.deeplUsage(caller);
  }

  @Get('glossary-language-pairs')
  @ApiOperation({ operationId: 'deeplGlossaryLanguagePairs', summary: 'DeepL: pairs a glossary can be used for' })
  @ApiResponse({ status: 200, description: 'Pairs', schema: deeplLanguagePairsSchema })
  async languagePairs() {
    const languages = await this.rpc.send<LanguageResponse[]>(Subjects.translation.listLanguages, {});
    return {
      supported_languages: languages.flatMap((l) =>
        l.targets.map((target) => ({ source_lang: l.language, target_lang: target })),
      ),
    };
  }

  private async listLanguages(type: unknown) {
    const kind = type === undefined || type === '' ? 'source' : type;
    if (kind !== 'source' && kind !== 'target') throw languageTypeNotSupported();
    const languages = await this.rpc.send<LanguageResponse[]>(Subjects.translation.listLanguages, { type: kind });
    return kind === 'source' ? deeplSourceLanguages(languages) : deeplTargetLanguages(languages);
  }

  private async deeplUsage(caller: CallerContext) {
    const usage = await this.usage.ofMonth(caller);
    return { character_count: usage.usedCredits, character_limit: usage.monthlyCredits ?? UNLIMITED_CHARACTER_LIMIT };
  }
}
