import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { CallerContext, DeletedResponse, GlossaryResponse, Paginated, Subjects } from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { Enveloped } from '../envelope/enveloped';
import { CreateGlossaryBody, PageQuery, UpdateGlossaryBody } from './dto/glossary.bodies';
import { DeletedEnvelopeDoc, GlossaryEnvelopeDoc, GlossaryPageEnvelopeDoc } from './dto/glossary.responses';

const notFound = 'Glossary does not exist, belongs to another organization, or the id is malformed';

/** CONTRACT "Glossary records". */
@ApiTags('Glossaries')
@Controller('translation/glossaries')
export class GlossariesController {
  constructor(private readonly rpc: RpcClient) {}

  @SessionAllowed('edit')
  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'createGlossary', summary: 'Create a glossary with its set of languages' })
  @ApiOkResponse({ type: GlossaryEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Invalid name, unknown or repeated language code, no languages' })
  create(@Body() body: CreateGlossaryBody, @Caller() caller: CallerContext) {
    return this.rpc.send<GlossaryResponse>(Subjects.glossary.createGlossary, { ...body, caller });
  }

  @SessionAllowed('use')
  @Get()
  @ApiOperation({ operationId: 'listGlossaries', summary: "List the organization's glossaries, oldest first" })
  @ApiOkResponse({ type: GlossaryPageEnvelopeDoc, description: '`data` = array of Glossary; `pagination` beside it' })
  @ApiBadRequestResponse({ description: 'page below 1, limit outside 1-100' })
  async list(@Query() query: PageQuery, @Caller() caller: CallerContext) {
    const page = await this.rpc.send<Paginated<GlossaryResponse>>(Subjects.glossary.listGlossaries, {
      ...query,
      caller,
    });
    return Enveloped.paginated(page.items, page.pagination);
  }

  @SessionAllowed('use')
  @Get(':id')
  @ApiOperation({ operationId: 'getGlossary', summary: 'Read a glossary' })
  @ApiParam({ name: 'id', description: 'Glossary ID' })
  @ApiOkResponse({ type: GlossaryEnvelopeDoc })
  @ApiNotFoundResponse({ description: notFound })
  get(@Param('id') glossaryId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<GlossaryResponse>(Subjects.glossary.getGlossary, { glossaryId, caller });
  }

  @SessionAllowed('edit')
  @Put(':id')
  @ApiOperation({
    operationId: 'updateGlossary',
    summary: 'Update name, description or languages; omitted fields stay',
  })
  @ApiParam({ name: 'id', description: 'Glossary ID' })
  @ApiOkResponse({ type: GlossaryEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Invalid field, unknown or repeated language code' })
  @ApiNotFoundResponse({ description: notFound })
  @ApiConflictResponse({ description: 'A removed language still has term definitions (the message names it)' })
  update(@Param('id') glossaryId: string, @Body() body: UpdateGlossaryBody, @Caller() caller: CallerContext) {
    return this.rpc.send<GlossaryResponse>(Subjects.glossary.updateGlossary, { ...body, glossaryId, caller });
  }

  @SessionAllowed('edit')
  @Delete(':id')
  @ApiOperation({ operationId: 'deleteGlossary', summary: 'Delete a glossary with all its terms' })
  @ApiParam({ name: 'id', description: 'Glossary ID' })
  @ApiOkResponse({ type: DeletedEnvelopeDoc })
  @ApiNotFoundResponse({ description: notFound })
  delete(@Param('id') glossaryId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<DeletedResponse>(Subjects.glossary.deleteGlossary, { glossaryId, caller });
  }
}
