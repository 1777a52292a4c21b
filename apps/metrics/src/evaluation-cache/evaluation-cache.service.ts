import { Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { EvaluationKind } from './evaluation-cache.entity';
import { EvaluationCacheRepository } from './evaluation-cache.repository';

/** What identifies one evaluation: everything the model sees and who asked. */
export interface EvaluationKey {
  organizationId: string;
  kind: EvaluationKind;
  model: string;
  schemaName: string;
  messages: unknown;
}

/**
 * Same inputs, prompt and model give the stored score. Identical evaluations running at the
 * same moment in this process (duplicate batch items) share one model call. The cache is an
 * optimisation: if the database fails, the evaluation is still made and the failure logged.
 */
@Injectable()
export class EvaluationCacheService {
  private readonly logger = new Logger(EvaluationCacheService.name);
  private readonly inFlight = new Map<string, Promise<unknown>>();

  constructor(private readonly repository: EvaluationCacheRepository) {}

  static keyOf(key: EvaluationKey): string {
    return createHash('sha256').update(JSON.stringify([key.kind, key.model, key.schemaName, key.messages])).digest('hex');
  }

  async getOrCompute<T>(key: EvaluationKey, compute: () => Promise<T>): Promise<T> {
    const cacheKey = EvaluationCacheService.keyOf(key);
    const sharedKey = `${key.organizationId}:${cacheKey}`;
    const running = this.inFlight.get(sharedKey);
    if (running) return running as Promise<T>;
    const work = this.lookUpOrCompute(key, cacheKey, compute).finally(() => this.inFlight.delete(sharedKey));
    this.inFlight.set(sharedKey, work);
    return work;
  }

  private async lookUpOrCompute<T>(key: EvaluationKey, cacheKey: string, compute: () => Promise<T>): Promise<T> {
    try {
      const cached = await this.repository.find(key.organizationId, cacheKey);
      if (cached !== undefined) return cached as T;
    } catch (error) {
      this.logger.warn({ msg: 'cache lookup failed; evaluating anyway', kind: key.kind, err: String(error) });
    }
    const result = await compute();
    try {
      await this.repository.insert({ organizationId: key.organizationId, cacheKey, kind: key.kind, model: key.model, result });
    } catch (error) {
      this.logger.warn({ msg: 'cache write failed', kind: key.kind, err: String(error) });
    }
    return result;
  }
}
