import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import {
  BULK_UNITS_MAX,
  CallerContext,
  DeletedResponse,
  LookupMatch,
  Paginated,
  Subjects,
  UnitResponse,
} from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Enveloped } from '../envelope/enveloped';
import { DeletedEnvelopeDoc } from '../glossary/dto/glossary.responses';
import { AddUnitsBody, LookupBody, UnitsQuery } from './dto/memory.bodies';
import {
  LookupEnvelopeDoc,
  UnitListEnvelopeDoc,
  UnitPageEnvelopeDoc,
  UnitsPartialEnvelopeDoc,
} from './dto/memory.responses';
import { MEMORY_NOT_FOUND } from './memories.controller';
import { UnitsForwarder } from './units.forwarder';

/** CONTRACT "Translation memories": units and lookups. */
@ApiTags('Translation memories')
@ApiParam({ name: 'id', description: 'Memory ID' })
@Controller('translation/memories/:id')
export class MemoryUnitsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly units: UnitsForwarder,
  ) {}

  @SessionAllowed('edit')
  @Post('units')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'addMemoryUnits',
    summary: `Add 1 to ${BULK_UNITS_MAX.toLocaleString('en-US')} translation units`,
    description:
      'Each item is checked on its own. The same source in the same language pair replaces the older target. ' +
      '200: all stored, `data` = array of Unit. 207: some stored (`status` = `partial_success`). 400: none stored, ' +
      'the failures in `error.details`. Regional codes are stored under their base code (`en-US` -> `en`) except pt-BR, pt-PT, zh-Hans, zh-Hant.',
  })
  @ApiBody({ type: AddUnitsBody })
  @ApiOkResponse({ type: UnitListEnvelopeDoc, description: 'All units stored' })
  @ApiResponse({
    status: 207,
    type: UnitsPartialEnvelopeDoc,
    description: 'Some items failed: `failed[]` = `{index, error, details}`',
  })
  @ApiBadRequestResponse({
    description: `No unit stored (failures in error.details), units missing or empty, more than ${BULK_UNITS_MAX}`,
  })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  add(@Param('id') memoryId: string, @Body() body: AddUnitsBody, @Caller() caller: CallerContext) {
    return this.units.add(memoryId, body.units, caller);
  }

  @SessionAllowed('use')
  @Get('units')
  @ApiOperation({
    operationId: 'listMemoryUnits',
    summary: 'List units in the order they were added, optionally filtered',
  })
  @ApiOkResponse({ type: UnitPageEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'page below 1, limit outside 1-100, unknown language code' })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  async list(@Param('id') memoryId: string, @Query() query: UnitsQuery, @Caller() caller: CallerContext) {
    const page = await this.rpc.send<Paginated<UnitResponse>>(Subjects.memory.listUnits, {
      ...query,
      memoryId,
      caller,
    });
    return Enveloped.paginated(page.items, page.pagination);
  }

  @SessionAllowed('edit')
  @Delete('units/:unitId')
  @ApiOperation({ operationId: 'deleteMemoryUnit', summary: 'Delete one unit' })
  @ApiParam({ name: 'unitId', description: 'Unit ID' })
  @ApiOkResponse({ type: DeletedEnvelopeDoc })
  @ApiNotFoundResponse({ description: 'Memory or unit does not exist (or belongs to another organization)' })
  delete(@Param('id') memoryId: string, @Param('unitId') unitId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<DeletedResponse>(Subjects.memory.deleteUnit, { memoryId, unitId, caller });
  }

  @SessionAllowed('use')
  @Post('lookup')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'lookupMemory',
    summary: 'Find the units whose source matches a text, best first, with scores',
    description:
      '100: the same text; 95-99: only letter case, spacing or punctuation differ; below 95: word-level edit-distance ' +
      'similarity. Numbers and placeholders that differ are carried into the target (`adjusted: true`).',
  })
  @ApiOkResponse({ type: LookupEnvelopeDoc })
  @ApiBadRequestResponse({
    description: 'Missing text, unknown language code, threshold outside 1-100, limit outside 1-10',
  })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  lookup(@Param('id') memoryId: string, @Body() body: LookupBody, @Caller() caller: CallerContext) {
    return this.rpc.send<LookupMatch[]>(Subjects.memory.lookup, { ...body, memoryId, caller });
  }
}
