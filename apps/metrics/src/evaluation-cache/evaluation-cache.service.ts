import { Injectable, Logger } from '@nestjs/common';
import { mapSettled } from '@app/llm';
import { createHash } from 'node:crypto';
import { EvaluationKind } from './evaluation-cache.entity';
import { CachedEvaluation, EvaluationCacheRepository } from './evaluation-cache.repository';

/** What identifies one evaluation: everything the model sees. */
export interface EvaluationKey {
  kind: EvaluationKind;
  model: string;
  schemaName: string;
  messages: unknown;
}

/**
 * Same inputs, prompt and model give the stored result, within one organization. A batch reads
 * and writes the cache in one query each; identical evaluations in flight at the same moment
 * in this process (duplicate batch items, concurrent requests) share one model call. The cache
 * is an optimisation: if the database fails, evaluations are still made and the failure logged.
 */
@Injectable()
export class EvaluationCacheService {
  private readonly logger = new Logger(EvaluationCacheService.name);
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly repository: EvaluationCacheRepository) {}

  static keyOf(key: EvaluationKey): string {
    return createHash('sha256')
      .update(JSON.stringify([key.kind, key.model, key.schemaName, key.messages]))
      .digest('hex');
  }

  async getOrCompute<T>(organizationId: string, key: EvaluationKey, compute: () => Promise<T>): Promise<T> {
    const [result] = await this.getOrComputeMany(organizationId, [key], 1, () => compute());
    if (result.status === 'rejected') throw result.reason;
    return result.value;
  }

  /** Settles every key on its own, computing the misses with at most `concurrency` at once. */
  async getOrComputeMany<T>(
    organizationId: string,
    keys: EvaluationKey[],
    concurrency: number,
    compute: (index: number) => Promise<T>,
  ): Promise<PromiseSettledResult<T>[]> {
    const cacheKeys = keys.map((key) => EvaluationCacheService.keyOf(key));
    const stored = await this.lookUp(organizationId, cacheKeys, keys[0]?.kind);
    const made: CachedEvaluation[] = [];
    const results = await mapSettled(keys, concurrency, async (key, index) => {
      const cacheKey = cacheKeys[index];
      if (stored.has(cacheKey)) return stored.get(cacheKey) as T;
      const shared = `${organizationId}:${cacheKey}`;
      let running = this.inFlight.get(shared) as Promise<T> | undefined;
      if (!running) {
        running = compute(index).finally(() => this.inFlight.delete(shared));
        this.inFlight.set(shared, running);
        made.push({ cacheKey, kind: key.kind, model: key.model, result: await running });
      }
      return running;
    });
    await this.store(organizationId, made);
    return results;
  }

  private async lookUp(
    organizationId: string,
    cacheKeys: string[],
    kind?: EvaluationKind,
  ): Promise<Map<string, unknown>> {
    try {
      return await this.repository.findMany(organizationId, [...new Set(cacheKeys)]);
    } catch (error) {
      this.logger.warn({ msg: 'cache lookup failed; evaluating anyway', kind, err: String(error) });
      return new Map();
    }
  }

  private async store(organizationId: string, made: CachedEvaluation[]): Promise<void> {
    try {
      await this.repository.insertMany(organizationId, made);
    } catch (error) {
      this.logger.warn({ msg: 'cache write failed', kind: made[0]?.kind, err: String(error) });
    }
  }
}
