import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { In, Repository } from 'typeorm';
import { EvaluationCacheEntity, EvaluationKind } from './evaluation-cache.entity';

export interface CachedEvaluation {
  cacheKey: string;
  kind: EvaluationKind;
  model: string;
  result: unknown;
}

@Injectable()
export class EvaluationCacheRepository {
  constructor(@InjectRepository(EvaluationCacheEntity) private readonly rows: Repository<EvaluationCacheEntity>) {}

  /** Stored results by cache key, in one query however many keys a batch has. */
  async findMany(organizationId: string, cacheKeys: string[]): Promise<Map<string, unknown>> {
    if (cacheKeys.length === 0) return new Map();
    const rows = await this.rows.find({
      where: { organizationId, cacheKey: In(cacheKeys) },
      select: { id: true, cacheKey: true, result: true },
    });
    return new Map(rows.map((row) => [row.cacheKey, row.result]));
  }

  /** One insert for the whole batch; a key another replica stored meanwhile keeps its first row. */
  async insertMany(organizationId: string, evaluations: CachedEvaluation[]): Promise<void> {
    if (evaluations.length === 0) return;
    await this.rows
      .createQueryBuilder()
      .insert()
      .values(evaluations.map((e) => ({ ...e, organizationId, id: randomUUID() })) as object[])
      .orIgnore()
      .execute();
  }
}
