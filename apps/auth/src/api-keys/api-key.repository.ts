import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, LessThan, Repository } from 'typeorm';
import { ApiKeyEntity } from './api-key.entity';

@Injectable()
export class ApiKeyRepository {
  constructor(@InjectRepository(ApiKeyEntity) private readonly keys: Repository<ApiKeyEntity>) {}

  insert(
    fields: Pick<ApiKeyEntity, 'organizationId' | 'label' | 'keyHash' | 'maskedKey' | 'createdBy'>,
  ): Promise<ApiKeyEntity> {
    return this.keys.save(this.keys.create({ ...fields, id: randomUUID(), lastUsedAt: null, revokedAt: null }));
  }

  findActiveByHash(keyHash: string): Promise<ApiKeyEntity | null> {
    return this.keys.findOneBy({ keyHash, revokedAt: IsNull() });
  }

  findById(id: string): Promise<ApiKeyEntity | null> {
    return this.keys.findOneBy({ id });
  }

  listByOrganization(organizationId: string): Promise<ApiKeyEntity[]> {
    return this.keys.find({ where: { organizationId }, order: { createdAt: 'ASC' } });
  }

  async markRevoked(id: string, at: Date): Promise<void> {
    await this.keys.update({ id, revokedAt: IsNull() }, { revokedAt: at });
  }

  /** Records use at most once per `granularityMs`, so verifying a key is not a write per request. */
  async touchLastUsed(id: string, at: Date, granularityMs: number): Promise<void> {
    const stale = new Date(at.getTime() - granularityMs);
    await this.keys
      .createQueryBuilder()
      .update()
      .set({ lastUsedAt: at })
      .where([
        { id, lastUsedAt: IsNull() },
        { id, lastUsedAt: LessThan(stale) },
      ])
      .execute();
  }
}
