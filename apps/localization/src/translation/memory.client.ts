import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, MemoryRefRequest, Subjects } from '@app/contracts';

/**
 * The memory service, asked whether a document's memory exists before the document is accepted
 * (translate-batch applies the memory per sentence but checks it only when it translates).
 */
@Injectable()
export class MemoryClient {
  constructor(private readonly rpc: RpcClient) {}

  /** 404 for an unknown memory or another organization's, as the memory service answers. */
  async assertExists(caller: CallerContext, memoryId: string): Promise<void> {
    const request: MemoryRefRequest = { caller, memoryId };
    await this.rpc.send(Subjects.memory.getMemory, request, { timeoutMs: 10_000 });
  }
}
