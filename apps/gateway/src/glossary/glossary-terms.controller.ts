import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { BULK_TERMS_MAX, CallerContext, DeletedResponse, Paginated, Subjects, TermResponse } from '@app/contracts';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Caller } from '../auth/caller.decorator';
import { Enveloped } from '../envelope/enveloped';
import { BulkTermsForwarder } from './bulk-terms.forwarder';
import { BulkCreateTermsBody, CreateTermBody, TermPageQuery, UpdateTermBody } from './dto/glossary.bodies';
import {
  BulkPartialEnvelopeDoc,
  DeletedEnvelopeDoc,
  TermEnvelopeDoc,
  TermListEnvelopeDoc,
  TermPageEnvelopeDoc,
} from './dto/glossary.responses';

const glossaryNotFound = 'Glossary does not exist, belongs to another organization, or the id is malformed';
const termNotFound = 'Glossary or term does not exist (or belongs to another organization, or an id is malformed)';
const invalidTerm =
  "Invalid body; unknown caseSensitivity (the message lists auto, capitals, exact, ignore); a language outside the glossary's " +
  '(the message names it and lists the glossary languages); the same language twice';

/** SPEC "Glossary terms". */
@ApiTags('Glossary terms')
@ApiExtraModels(TermEnvelopeDoc)
@ApiParam({ name: 'id', description: 'Glossary ID' })
@Controller('translation/glossaries/:id/terms')
export class GlossaryTermsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly bulk: BulkTermsForwarder,
  ) {}

  @SessionAllowed('use')
  @Get()
  @ApiOperation({
    operationId: 'listTerms',
    summary: 'List terms, in the order they were created; `search` filters them',
  })
  @ApiOkResponse({
    type: TermPageEnvelopeDoc,
    description: '`data` = array of Term; `pagination` = `{page, limit, total, totalPages}`',
  })
  @ApiBadRequestResponse({ description: 'page below 1, limit outside 1-100, search over 200 characters' })
  @ApiNotFoundResponse({ description: glossaryNotFound })
  async list(@Param('id') glossaryId: string, @Query() query: TermPageQuery, @Caller() caller: CallerContext) {
    const page = await this.rpc.send<Paginated<TermResponse>>(Subjects.glossary.listTerms, {
      ...query,
      glossaryId,
      caller,
    });
    return Enveloped.paginated(page.items, page.pagination);
  }

  @SessionAllowed('edit')
  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'createTerm', summary: 'Create a term with one definition per language' })
  @ApiOkResponse({ type: TermEnvelopeDoc })
  @ApiBadRequestResponse({ description: invalidTerm })
  @ApiNotFoundResponse({ description: glossaryNotFound })
  create(@Param('id') glossaryId: string, @Body() body: CreateTermBody, @Caller() caller: CallerContext) {
    return this.rpc.send<TermResponse>(Subjects.glossary.createTerm, { ...body, glossaryId, caller });
  }

  @SessionAllowed('edit')
  @Post('bulk')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'createTermsInBulk',
    summary: `Create up to ${BULK_TERMS_MAX.toLocaleString('en-US')} terms`,
    description:
      'Each item is checked like a single create. Written in batches of up to 1,000 terms, one transaction each. ' +
      '200: all created, `data` = array of Term. 207: some created (`status` = `partial_success`). 400: none created, ' +
      'the failures in `error.details`. The request body is limited to 1 MiB.',
  })
  @ApiBody({ type: BulkCreateTermsBody })
  @ApiOkResponse({ type: TermListEnvelopeDoc, description: 'All terms created' })
  @ApiResponse({
    status: 207,
    type: BulkPartialEnvelopeDoc,
    description: 'Some items failed: `failed[]` = `{index, error, details}`',
  })
  @ApiBadRequestResponse({
    description: `No term could be created (failures in error.details), terms missing or empty, more than ${BULK_TERMS_MAX} terms`,
  })
  @ApiNotFoundResponse({ description: glossaryNotFound })
  bulkCreate(@Param('id') glossaryId: string, @Body() body: BulkCreateTermsBody, @Caller() caller: CallerContext) {
    return this.bulk.create(glossaryId, body.terms, caller);
  }

  @SessionAllowed('use')
  @Get(':termId')
  @ApiOperation({ operationId: 'getTerm', summary: 'Read a term with all its definitions' })
  @ApiParam({ name: 'termId', description: 'Term ID' })
  @ApiOkResponse({ type: TermEnvelopeDoc })
  @ApiNotFoundResponse({ description: termNotFound })
  get(@Param('id') glossaryId: string, @Param('termId') termId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<TermResponse>(Subjects.glossary.getTerm, { glossaryId, termId, caller });
  }

  @SessionAllowed('edit')
  @Put(':termId')
  @ApiOperation({
    operationId: 'updateTerm',
    summary: 'Update a term',
    description:
      'Listed languages: omitted term, definition or caseSensitivity stay (`auto` resets case sensitivity); a language new to the ' +
      'term is added and needs term and definition. Languages not listed stay as they are. Nothing changed: nothing moves, not even updatedAt.',
  })
  @ApiParam({ name: 'termId', description: 'Term ID' })
  @ApiOkResponse({ type: TermEnvelopeDoc })
  @ApiBadRequestResponse({ description: invalidTerm })
  @ApiNotFoundResponse({ description: termNotFound })
  update(
    @Param('id') glossaryId: string,
    @Param('termId') termId: string,
    @Body() body: UpdateTermBody,
    @Caller() caller: CallerContext,
  ) {
    return this.rpc.send<TermResponse>(Subjects.glossary.updateTerm, { ...body, glossaryId, termId, caller });
  }

  @SessionAllowed('edit')
  @Delete(':termId')
  @ApiOperation({ operationId: 'deleteTerm', summary: 'Delete a term and all its definitions' })
  @ApiParam({ name: 'termId', description: 'Term ID' })
  @ApiOkResponse({ type: DeletedEnvelopeDoc })
  @ApiNotFoundResponse({ description: termNotFound })
  delete(@Param('id') glossaryId: string, @Param('termId') termId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<DeletedResponse>(Subjects.glossary.deleteTerm, { glossaryId, termId, caller });
  }
}
