import { Injectable } from '@nestjs/common';
import { CallerContext, MEMORY_THRESHOLD_DEFAULT } from '@app/contracts';
import { EngineItem } from '../engines/translation-engine';
import { LLM_EXAMPLE_SCORE, MemoryMatchesClient } from '../memory/memory-matches.client';

export type MemoryExample = NonNullable<EngineItem['memoryExample']>;

/** What a task's memory says about its text: the answer itself, an example for the model, or nothing. */
export type MemoryVerdict = { answer: string } | { example: MemoryExample } | null;

interface MemoryTask {
  memoryId: string | null;
  memoryThreshold: number | null;
  text: string;
}

/**
 * CONTRACT "Translation memories" for agentic tasks: a match at or above the threshold is the
 * result (no passes, no credits); a lower one from 75 up guides the model's passes, as it does
 * for the llm engine's translate.
 */
@Injectable()
export class AgenticMemory {
  constructor(private readonly memories: MemoryMatchesClient) {}

  async verdict(
    task: MemoryTask,
    caller: CallerContext,
    languages: { source: string; target: string },
  ): Promise<MemoryVerdict> {
    if (!task.memoryId) return null;
    const threshold = task.memoryThreshold ?? MEMORY_THRESHOLD_DEFAULT;
    const asked = Math.min(threshold, LLM_EXAMPLE_SCORE);
    const found = await this.memories.match(caller, task.memoryId, languages, [task.text], asked);
    const match = found.matches[0];
    if (!match) return null;
    if (match.score >= threshold) return { answer: match.target };
    return { example: { source: match.source, target: match.target, score: match.score } };
  }
}
