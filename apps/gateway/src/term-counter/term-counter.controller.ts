import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  CountTermsReply,
  CountTermsRequest,
  CountTermsResponse,
  isGzipPackedJson,
  packedJsonBytes,
  Subjects,
} from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { JsonBytes } from '../envelope/json-bytes';
import { CountTermsBody } from './dto/count-terms.body';
import { CountTermsEnvelopeDoc } from './dto/count-terms.response';

const errorEnvelope = { $ref: '#/components/schemas/ErrorEnvelope' };

/** The first count of a glossary in a new language loads its dictionaries: allow for it. */
const COUNT_TIMEOUT_MS = 60_000;

@ApiTags('Term counter')
@Controller('translation/glossaries')
export class TermCounterController {
  constructor(private readonly rpc: RpcClient) {}

  @SessionAllowed('use')
  @Post(':id/terms/count')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'countTerms',
    summary: 'Count glossary terms in a source text and check them in a translation',
    description:
      'Deterministic glossary QA: finds the glossary terms in sourceText (grammatical forms included) and, when targetLanguage ' +
      'and targetText are sent, counts the target-language entries of those terms in the translation. Consumes no translation quota.',
  })
  @ApiParam({ name: 'id', description: 'Glossary ID' })
  @ApiBody({ type: CountTermsBody })
  @ApiOkResponse({ type: CountTermsEnvelopeDoc })
  @ApiBadRequestResponse({
    description:
      'Invalid body; targetLanguage without targetText or the reverse; text over 100,000 characters; unsupported language code; ' +
      "language not in the glossary (the message names it and lists the glossary's languages)",
    schema: errorEnvelope,
  })
  @ApiNotFoundResponse({
    description: 'Glossary does not exist or belongs to another organization',
    schema: errorEnvelope,
  })
  async count(
    @Param('id') glossaryId: string,
    @Body() body: CountTermsBody,
    @Caller() caller: CallerContext,
  ): Promise<CountTermsResponse | JsonBytes> {
    const message: CountTermsRequest = { ...body, glossaryId, caller };
    const reply = await this.rpc.send<CountTermsReply>(Subjects.termCounter.count, message, {
      timeoutMs: COUNT_TIMEOUT_MS,
    });
    // A large result came packed: its JSON bytes go into the answer as they are.
    return isGzipPackedJson(reply) ? new JsonBytes(packedJsonBytes(reply)) : reply;
  }
}
