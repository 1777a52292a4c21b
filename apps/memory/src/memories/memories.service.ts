import { Injectable } from '@nestjs/common';
import {
  CreateMemoryRequest,
  DeletedResponse,
  ListMemoriesRequest,
  MemoryRefRequest,
  MemoryResponse,
  PAGE_LIMIT_DEFAULT,
  Paginated,
  UpdateMemoryRequest,
} from '@app/contracts';
import { randomUUID } from 'node:crypto';
import { paginationOf } from '../pagination';
import { memoryNotFound } from './memories.errors';
import { MemoryEntity } from './memory.entity';
import { MemoryRepository } from './memory.repository';
import { toMemoryResponse } from './memory-response';

@Injectable()
export class MemoriesService {
  constructor(private readonly memories: MemoryRepository) {}

  async create(request: CreateMemoryRequest): Promise<MemoryResponse> {
    const now = new Date();
    const memory: MemoryEntity = {
      id: randomUUID(),
      organizationId: request.caller.organizationId,
      name: request.name,
      description: request.description ?? null,
      revision: 1,
      createdAt: now,
      updatedAt: now,
    };
    await this.memories.insert(memory);
    return toMemoryResponse(memory, []);
  }

  async list(request: ListMemoriesRequest): Promise<Paginated<MemoryResponse>> {
    const page = request.page ?? 1;
    const limit = request.limit ?? PAGE_LIMIT_DEFAULT;
    const { rows, total } = await this.memories.page(request.caller.organizationId, (page - 1) * limit, limit);
    const pairs = await this.memories.pairsOf(rows.map((m) => m.id));
    return { items: rows.map((m) => toMemoryResponse(m, pairs)), pagination: paginationOf(page, limit, total) };
  }

  async get(request: MemoryRefRequest): Promise<MemoryResponse> {
    const memory = await this.owned(request);
    return toMemoryResponse(memory, await this.memories.pairsOf([memory.id]));
  }

  async update(request: UpdateMemoryRequest): Promise<MemoryResponse> {
    const memory = await this.owned(request);
    const fields: Partial<Pick<MemoryEntity, 'name' | 'description' | 'updatedAt'>> = {};
    if (request.name !== undefined && request.name !== memory.name) fields.name = request.name;
    if (request.description !== undefined && request.description !== memory.description)
      fields.description = request.description;
    if (Object.keys(fields).length > 0) {
      fields.updatedAt = new Date();
      await this.memories.update(memory.id, fields);
      Object.assign(memory, fields);
    }
    return toMemoryResponse(memory, await this.memories.pairsOf([memory.id]));
  }

  async delete(request: MemoryRefRequest): Promise<DeletedResponse> {
    await this.memories.transaction(async (tx) => {
      const memories = this.memories.in(tx);
      const memory = await memories.findOwned(request.memoryId, request.caller.organizationId, true);
      if (!memory) throw memoryNotFound(request.memoryId);
      await memories.delete(memory.id);
    });
    return { id: request.memoryId };
  }

  private async owned(request: MemoryRefRequest): Promise<MemoryEntity> {
    const memory = await this.memories.findOwned(request.memoryId, request.caller.organizationId);
    if (!memory) throw memoryNotFound(request.memoryId);
    return memory;
  }
}
