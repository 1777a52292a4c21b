import { Body, Get, HttpCode, Post, UploadedFiles } from '@nestjs/common';
import { suggestionsDisabled } from './libretranslate.errors';
import {
  ApiBody,
  ApiConsumes,
  ApiExcludeEndpoint,
  ApiExtraModels,
  ApiOperation,
  ApiResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { CallerContext, LanguageResponse, Subjects } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { Public } from '../auth/public.decorator';
import { ApiNoAuth } from '../docs/api-responses';
import { MultipartFields } from '../uploads/multipart-fields';
import { ApiRequestContent } from '../docs/api-responses';
import { UploadedFile } from '../uploads/multipart-files';
import {
  LibreDetectBody,
  LibreTranslateBody,
  LibreTranslateFileBody,
  LibreTranslateFileDoc,
} from './dto/libretranslate.bodies';
import { LibreTranslateFiles } from './libretranslate-files';
import { FRONTEND_SETTINGS } from './frontend-settings';
import { LibreTranslateController } from './libretranslate-api.decorators';
import { toLibreTranslateCode } from './libretranslate-language-codes';
import { LibreTranslateTranslator } from './libretranslate-translator';
import {
  libreDetectionsSchema,
  libreFileSchema,
  libreLanguagesSchema,
  libreSettingsSchema,
  libreTranslationSchema,
} from './libretranslate.docs';

/** JSON (its documentation), form-encoded (libretranslate-py) and multipart (its own web page's `FormData`). */
const LIBRETRANSLATE_BODY_TYPES = ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** LibreTranslate's API (`/libretranslate/...`): translate, detect, languages and the settings its web page reads. */
@LibreTranslateController()
export class LibreTranslateApiController {
  constructor(
    private readonly translator: LibreTranslateTranslator,
    private readonly files: LibreTranslateFiles,
    private readonly rpc: RpcClient,
  ) {}

  @Post('translate')
  @HttpCode(200)
  @MultipartFields()
  @ApiConsumes(...LIBRETRANSLATE_BODY_TYPES)
  @ApiOperation({ operationId: 'libreTranslate', summary: 'LibreTranslate: translate a text or a list of texts' })
  @ApiBody({ type: LibreTranslateBody })
  @ApiResponse({ status: 200, description: 'The translation(s)', schema: libreTranslationSchema })
  translate(@Body() body: LibreTranslateBody, @Caller() caller: CallerContext) {
    return this.translator.translate(body, caller);
  }

  @Post('detect')
  @HttpCode(200)
  @MultipartFields()
  @ApiConsumes(...LIBRETRANSLATE_BODY_TYPES)
  @ApiOperation({ operationId: 'libreDetect', summary: 'LibreTranslate: detect the language of a text' })
  @ApiBody({ type: LibreDetectBody })
  @ApiResponse({ status: 200, description: 'Candidates, best first, confidence 0-100', schema: libreDetectionsSchema })
  detect(@Body() body: LibreDetectBody) {
    return this.translator.detect(body.q);
  }

  @Public()
  @Get('languages')
  @ApiNoAuth()
  @ApiOperation({ operationId: 'libreLanguages', summary: 'LibreTranslate: languages and the targets of each' })
  @ApiResponse({ status: 200, description: 'Languages', schema: libreLanguagesSchema })
  async languages() {
    const languages = await this.rpc.send<LanguageResponse[]>(Subjects.translation.listLanguages, {});
    return languages.map((l) => ({
      code: toLibreTranslateCode(l.language),
      name: l.name,
      targets: l.targets.map(toLibreTranslateCode),
    }));
  }

  @Public()
  @Get('frontend/settings')
  @ApiNoAuth()
  @ApiOperation({ operationId: 'libreFrontendSettings', summary: "LibreTranslate: the server's settings" })
  @ApiResponse({ status: 200, description: 'Settings', schema: libreSettingsSchema })
  settings() {
    return FRONTEND_SETTINGS;
  }

  /** The key may be a field of the form: the file is read with the fields, before the key guard. */
  @Post('translate_file')
  @HttpCode(200)
  @MultipartFields({ maxFiles: 1 })
  @ApiConsumes('multipart/form-data')
  @ApiOperation({
    operationId: 'libreTranslateFile',
    summary: 'LibreTranslate: translate a file; answers once it is done, with a link to download it',
  })
  @ApiExtraModels(LibreTranslateFileDoc)
  @ApiBody({ type: LibreTranslateFileDoc })
  @ApiRequestContent({ 'multipart/form-data': { $ref: getSchemaPath(LibreTranslateFileDoc) } })
  @ApiResponse({ status: 200, description: 'A signed link to the translated file', schema: libreFileSchema })
  translateFile(
    @Body() body: LibreTranslateFileBody,
    @UploadedFiles() files: UploadedFile[] | undefined,
    @Caller() caller: CallerContext,
  ) {
    return this.files.translate(caller, files?.[0], body);
  }

  /** LibreTranslate's answer for a server that takes no suggestions. */
  @Public()
  @Post('suggest')
  @ApiExcludeEndpoint()
  suggest(): never {
    throw suggestionsDisabled();
  }
}
