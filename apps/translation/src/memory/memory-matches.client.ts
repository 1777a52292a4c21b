import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CallerContext, MatchTextsResponse, MEMORY_THRESHOLD_DEFAULT, Subjects } from '@app/contracts';
import { isUUID } from 'class-validator';
import { memoryNotFound } from './memory.errors';

const MATCH_TIMEOUT_MS = 30_000;
/** CONTRACT: with the llm engine, matches from 75 up are given to the model as examples. */
export const LLM_EXAMPLE_SCORE = 75;

/** The memory service's best match per text (`Subjects.memory.matchTexts`); its 404 passes through. */
@Injectable()
export class MemoryMatchesClient {
  constructor(private readonly rpc: RpcClient) {}

  /** 404 for an unknown or another organization's memory: a match of no texts, whose pair is then irrelevant. */
  async assertExists(caller: CallerContext, memoryId: string, language: string): Promise<void> {
    await this.match(caller, memoryId, { source: language, target: language }, []);
  }

  async match(
    caller: CallerContext,
    memoryId: string,
    languages: { source: string; target: string },
    texts: string[],
    threshold = MEMORY_THRESHOLD_DEFAULT,
  ): Promise<MatchTextsResponse> {
    if (!isUUID(memoryId)) throw memoryNotFound(memoryId);
    return this.rpc.send<MatchTextsResponse>(
      Subjects.memory.matchTexts,
      { caller, memoryId, sourceLanguage: languages.source, targetLanguage: languages.target, texts, threshold },
      { timeoutMs: MATCH_TIMEOUT_MS },
    );
  }
}
