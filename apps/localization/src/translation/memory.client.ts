import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  LookupMatch,
  LookupRequest,
  MEMORY_TEXT_MAX_LENGTH,
  MemoryRefRequest,
  Subjects,
} from '@app/contracts';
import { mapLimited } from './batched-translation';

/** Lookups in flight for one document. */
const LOOKUP_CONCURRENCY = 8;

export interface MemoryTarget {
  caller: CallerContext;
  memoryId: string;
  sourceLanguage: string;
  targetLanguage: string;
}

/**
 * The memory service, for documents (CONTRACT "Documents": the memory applies per segment): a
 * sentence stored in the memory with the same text (score 100) takes the memory's translation and
 * is not sent to the engine; the rest are translated.
 */
@Injectable()
export class MemoryClient {
  constructor(private readonly rpc: RpcClient) {}

  /** 404 for an unknown memory or another organization's, as the memory service answers. */
  async assertExists(caller: CallerContext, memoryId: string): Promise<void> {
    const request: MemoryRefRequest = { caller, memoryId };
    await this.rpc.send(Subjects.memory.getMemory, request, { timeoutMs: 10_000 });
  }

  /** The exact matches among `sentences`, by sentence. */
  async exactMatches(sentences: readonly string[], target: MemoryTarget): Promise<Map<string, string>> {
    const wanted = sentences.filter((s) => s.length <= MEMORY_TEXT_MAX_LENGTH);
    const found = await mapLimited(wanted, LOOKUP_CONCURRENCY, async (text) => {
      const request: LookupRequest = { ...target, text, threshold: 100, limit: 1 };
      const matches = await this.rpc.send<LookupMatch[]>(Subjects.memory.lookup, request, { timeoutMs: 10_000 });
      const best = matches.at(0);
      return best?.score === 100 ? best.target : null;
    });
    return new Map(wanted.flatMap((text, i) => (found[i] === null ? [] : [[text, found[i]] as [string, string]])));
  }
}
