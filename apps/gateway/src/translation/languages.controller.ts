import { Body, Controller, Get, HttpCode, Post, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiOkResponse, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { DomainException, RpcClient } from '@app/common';
import { CallerContext, DetectedLanguageResponse, LanguageResponse, ListLanguagesRequest, Subjects } from '@app/contracts';
import { AuthenticatedRequest, Caller } from '../auth/caller.decorator';
import { DetectLanguageBody } from './dto/languages.body';
import { DetectEnvelopeDoc, LanguagesEnvelopeDoc } from './dto/translation.responses';

const LIST_PARAMETERS = ['displayLanguage'];

@ApiTags('Languages')
@Controller('translation/languages')
export class LanguagesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: 'Languages the configured engine translates, with names and the languages each translates into' })
  @ApiQuery({ name: 'displayLanguage', required: false, description: 'Language of the names (default `en`)', example: 'en' })
  @ApiOkResponse({ type: LanguagesEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Unknown displayLanguage, or a query parameter this route does not take' })
  list(@Query() query: Record<string, unknown>, @Caller() _caller: CallerContext, @Req() req: AuthenticatedRequest) {
    // The global pipe would drop unknown parameters silently; SPEC documents a 400 here, so they are refused.
    const unknown = Object.keys(query).filter((k) => !LIST_PARAMETERS.includes(k));
    if (unknown.length > 0) {
      throw DomainException.badRequest(`Unknown query parameter(s): ${unknown.join(', ')}; this route takes only ${LIST_PARAMETERS.join(', ')}`);
    }
    if (query.displayLanguage !== undefined && typeof query.displayLanguage !== 'string') {
      throw DomainException.badRequest('displayLanguage must be given once, as a language code');
    }
    const message: ListLanguagesRequest = query.displayLanguage ? { displayLanguage: query.displayLanguage as string } : {};
    return this.rpc.send<LanguageResponse[]>(Subjects.translation.listLanguages, message, { requestId: req.requestId });
  }

  @Post('detect')
  @HttpCode(200)
  @ApiOperation({ summary: 'Detect the language of a text: ISO 639-1 code and a confidence in (0, 1]' })
  @ApiBody({ type: DetectLanguageBody })
  @ApiOkResponse({ type: DetectEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Missing, empty or whitespace-only text; text without letters' })
  detect(@Body() body: DetectLanguageBody, @Caller() _caller: CallerContext, @Req() req: AuthenticatedRequest) {
    return this.rpc.send<DetectedLanguageResponse>(Subjects.translation.detectLanguage, { text: body.text }, { requestId: req.requestId });
  }
}
