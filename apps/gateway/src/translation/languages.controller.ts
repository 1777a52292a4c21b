import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { displayLanguageTwice, parameterRepeated, unknownLanguagesParameters } from './translation.errors';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { DetectedLanguageResponse, LanguageResponse, ListLanguagesRequest, Subjects } from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { DetectLanguageBody } from './dto/languages.body';
import { DetectEnvelopeDoc, LanguagesEnvelopeDoc } from './dto/translation.responses';

// `target` is Google's name for the language of the names, `type` DeepL's source/target filter.
const LIST_PARAMETERS = ['displayLanguage', 'target', 'type'];

@ApiTags('Languages')
@Controller('translation/languages')
export class LanguagesController {
  constructor(private readonly rpc: RpcClient) {}

  @SessionAllowed('use')
  @Get()
  @ApiOperation({
    operationId: 'listLanguages',
    summary: 'Languages the configured engine translates, with names and the languages each translates into',
  })
  @ApiQuery({
    name: 'displayLanguage',
    required: false,
    description: 'Language of the names (default `en`)',
    example: 'en',
  })
  @ApiQuery({ name: 'target', required: false, description: 'Same as displayLanguage (the Google Translation name)' })
  @ApiQuery({
    name: 'type',
    required: false,
    enum: ['source', 'target'],
    description: 'Only languages that can be translated from (`source`) or into (`target`)',
  })
  @ApiOkResponse({ type: LanguagesEnvelopeDoc })
  @ApiBadRequestResponse({
    description:
      'Unknown displayLanguage, a type other than source or target, or a query parameter this route does not take',
  })
  list(@Query() query: Record<string, unknown>) {
    // The global pipe would drop unknown parameters silently; SPEC documents a 400 here, so they are refused.
    const unknown = Object.keys(query).filter((k) => !LIST_PARAMETERS.includes(k));
    if (unknown.length > 0) {
      throw unknownLanguagesParameters(unknown, LIST_PARAMETERS);
    }
    const message = toListLanguagesRequest(query);
    return this.rpc.send<LanguageResponse[]>(Subjects.translation.listLanguages, message);
  }

  @SessionAllowed('use')
  @Post('detect')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'detectLanguage',
    summary:
      'Detect the language of a text among every language the detector knows (not only those the engine translates): code, confidence in (0, 1] and up to three alternatives',
  })
  @ApiBody({ type: DetectLanguageBody })
  @ApiOkResponse({ type: DetectEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Missing, empty or whitespace-only text; text without letters' })
  detect(@Body() body: DetectLanguageBody) {
    return this.rpc.send<DetectedLanguageResponse>(Subjects.translation.detectLanguage, { text: body.text });
  }
}

function singleString(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value !== undefined && typeof value !== 'string') throw parameterRepeated(name);
  return value === '' ? undefined : value;
}

function toListLanguagesRequest(query: Record<string, unknown>): ListLanguagesRequest {
  const displayLanguage = singleString(query, 'displayLanguage');
  const target = singleString(query, 'target');
  if (displayLanguage && target && displayLanguage !== target) {
    throw displayLanguageTwice();
  }
  const type = singleString(query, 'type');
  return {
    ...(displayLanguage || target ? { displayLanguage: displayLanguage ?? target } : {}),
    ...(type !== undefined ? { type: type as ListLanguagesRequest['type'] } : {}),
  };
}
