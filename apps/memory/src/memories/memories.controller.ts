import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  CreateMemoryRequest,
  ListMemoriesRequest,
  MemoryRefRequest,
  Subjects,
  UpdateMemoryRequest,
} from '@app/contracts';
import { MemoriesService } from './memories.service';

@Controller()
export class MemoriesController {
  constructor(private readonly memories: MemoriesService) {}

  @MessagePattern(Subjects.memory.createMemory)
  create(@Payload() request: CreateMemoryRequest) {
    return this.memories.create(request);
  }

  @MessagePattern(Subjects.memory.listMemories)
  list(@Payload() request: ListMemoriesRequest) {
    return this.memories.list(request);
  }

  @MessagePattern(Subjects.memory.getMemory)
  get(@Payload() request: MemoryRefRequest) {
    return this.memories.get(request);
  }

  @MessagePattern(Subjects.memory.updateMemory)
  update(@Payload() request: UpdateMemoryRequest) {
    return this.memories.update(request);
  }

  @MessagePattern(Subjects.memory.deleteMemory)
  delete(@Payload() request: MemoryRefRequest) {
    return this.memories.delete(request);
  }
}
