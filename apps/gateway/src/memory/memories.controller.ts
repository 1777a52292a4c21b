import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { CallerContext, DeletedResponse, MemoryResponse, Paginated, Subjects } from '@app/contracts';
import { Caller } from '../auth/caller.decorator';
import { SessionAllowed } from '../auth/session-access.decorator';
import { Enveloped } from '../envelope/enveloped';
import { DeletedEnvelopeDoc } from '../glossary/dto/glossary.responses';
import { CreateMemoryBody, MemoryPageQuery, UpdateMemoryBody } from './dto/memory.bodies';
import { MemoryEnvelopeDoc, MemoryPageEnvelopeDoc } from './dto/memory.responses';

export const MEMORY_NOT_FOUND = 'Memory does not exist, belongs to another organization, or the id is malformed';

/** CONTRACT "Translation memories": the memory records. */
@ApiTags('Translation memories')
@Controller('translation/memories')
export class MemoriesController {
  constructor(private readonly rpc: RpcClient) {}

  @SessionAllowed('edit')
  @Post()
  @HttpCode(200)
  @ApiOperation({ operationId: 'createMemory', summary: 'Create a translation memory' })
  @ApiOkResponse({ type: MemoryEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Name missing, empty or over 200 characters' })
  create(@Body() body: CreateMemoryBody, @Caller() caller: CallerContext) {
    return this.rpc.send<MemoryResponse>(Subjects.memory.createMemory, { ...body, caller });
  }

  @SessionAllowed('use')
  @Get()
  @ApiOperation({ operationId: 'listMemories', summary: "List the organization's translation memories, oldest first" })
  @ApiOkResponse({ type: MemoryPageEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'page below 1, limit outside 1-100' })
  async list(@Query() query: MemoryPageQuery, @Caller() caller: CallerContext) {
    const page = await this.rpc.send<Paginated<MemoryResponse>>(Subjects.memory.listMemories, { ...query, caller });
    return Enveloped.paginated(page.items, page.pagination);
  }

  @SessionAllowed('use')
  @Get(':id')
  @ApiOperation({ operationId: 'getMemory', summary: 'Read a translation memory with its language pairs' })
  @ApiParam({ name: 'id', description: 'Memory ID' })
  @ApiOkResponse({ type: MemoryEnvelopeDoc })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  get(@Param('id') memoryId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<MemoryResponse>(Subjects.memory.getMemory, { memoryId, caller });
  }

  @SessionAllowed('edit')
  @Put(':id')
  @ApiOperation({
    operationId: 'updateMemory',
    summary: 'Rename a memory or change its description; omitted fields stay',
  })
  @ApiParam({ name: 'id', description: 'Memory ID' })
  @ApiOkResponse({ type: MemoryEnvelopeDoc })
  @ApiBadRequestResponse({ description: 'Invalid name or description' })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  update(@Param('id') memoryId: string, @Body() body: UpdateMemoryBody, @Caller() caller: CallerContext) {
    return this.rpc.send<MemoryResponse>(Subjects.memory.updateMemory, { ...body, memoryId, caller });
  }

  @SessionAllowed('edit')
  @Delete(':id')
  @ApiOperation({ operationId: 'deleteMemory', summary: 'Delete a memory with all its units' })
  @ApiParam({ name: 'id', description: 'Memory ID' })
  @ApiOkResponse({ type: DeletedEnvelopeDoc })
  @ApiNotFoundResponse({ description: MEMORY_NOT_FOUND })
  delete(@Param('id') memoryId: string, @Caller() caller: CallerContext) {
    return this.rpc.send<DeletedResponse>(Subjects.memory.deleteMemory, { memoryId, caller });
  }
}
