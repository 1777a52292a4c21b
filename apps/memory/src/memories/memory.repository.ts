import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { EntityManager, In, Repository } from 'typeorm';
import { MemoryEntity } from './memory.entity';

export interface PairCount {
  memoryId: string;
  sourceLanguage: string;
  targetLanguage: string;
  units: number;
}

/** Every query on memory records, on the pool or (through `in`) inside a transaction. */
@Injectable()
export class MemoryRepository {
  constructor(@InjectRepository(MemoryEntity) private readonly memories: Repository<MemoryEntity>) {}

  in(tx: EntityManager): MemoryRepository {
    return new MemoryRepository(tx.withRepository(this.memories));
  }

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.memories.manager.transaction(work);
  }

  async insert(memory: MemoryEntity): Promise<void> {
    await this.memories.insert(memory);
  }

  /** The memory if `organizationId` owns it; `lock` holds its row until the transaction ends. */
  async findOwned(id: string, organizationId: string, lock = false): Promise<MemoryEntity | null> {
    if (!isUUID(id) || !isUUID(organizationId)) return null;
    const query = this.memories
      .createQueryBuilder('m')
      .where('m.id = :id AND m.organization_id = :organizationId', { id, organizationId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  async page(organizationId: string, offset: number, limit: number): Promise<{ rows: MemoryEntity[]; total: number }> {
    if (!isUUID(organizationId)) return { rows: [], total: 0 };
    const [rows, total] = await this.memories.findAndCount({
      where: { organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return { rows, total };
  }

  async update(id: string, fields: Partial<Pick<MemoryEntity, 'name' | 'description' | 'updatedAt'>>): Promise<void> {
    await this.memories.update({ id }, fields);
  }

  /** Records a change to the memory's units: its revision grows by one. */
  async recordChange(id: string, at: Date): Promise<void> {
    await this.memories.query(
      `UPDATE "memory"."memories" SET "revision" = "revision" + 1, "updated_at" = $2 WHERE "id" = $1`,
      [id, at],
    );
  }

  /** Deletes the memory and its units (no foreign key: the units go in the same transaction). */
  async delete(id: string): Promise<void> {
    await this.memories.query(`DELETE FROM "memory"."units" WHERE "memory_id" = $1`, [id]);
    await this.memories.delete({ id });
  }

  /** Units per language pair of each memory, read from the (memory, pair, seq) index. */
  async pairsOf(ids: string[]): Promise<PairCount[]> {
    if (ids.length === 0) return [];
    const rows: { memory_id: string; source_language: string; target_language: string; units: string }[] =
      await this.memories.query(
        `SELECT "memory_id", "source_language", "target_language", count(*) AS "units" FROM "memory"."units"
         WHERE "memory_id" = ANY($1::uuid[]) GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
        [ids],
      );
    return rows.map((r) => ({
      memoryId: r.memory_id,
      sourceLanguage: r.source_language,
      targetLanguage: r.target_language,
      units: Number(r.units),
    }));
  }

  async byIds(ids: string[]): Promise<MemoryEntity[]> {
    return this.memories.findBy({ id: In(ids) });
  }
}
