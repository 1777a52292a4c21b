import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { EvaluationCacheEntity, EvaluationKind } from './evaluation-cache.entity';

@Injectable()
export class EvaluationCacheRepository {
  constructor(@InjectRepository(EvaluationCacheEntity) private readonly rows: Repository<EvaluationCacheEntity>) {}

  async find(organizationId: string, cacheKey: string): Promise<unknown | undefined> {
    const row = await this.rows.findOne({ where: { organizationId, cacheKey }, select: { id: true, result: true } });
    return row?.result;
  }

  /** Two replicas may finish the same evaluation at once: the first one's row stays. */
  async insert(fields: { organizationId: string; cacheKey: string; kind: EvaluationKind; model: string; result: unknown }): Promise<void> {
    await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...fields, id: randomUUID() } as object)
      .orIgnore()
      .execute();
  }
}
