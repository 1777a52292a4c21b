import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { EntityManager, Repository } from 'typeorm';
import { GlossaryEntity } from './glossary.entity';

/** Every query on glossary records, on the pool or (through `in`) inside a transaction. */
@Injectable()
export class GlossaryRepository {
  constructor(@InjectRepository(GlossaryEntity) private readonly glossaries: Repository<GlossaryEntity>) {}

  /** The same queries on a transaction's manager (TypeORM's `withRepository`). */
  in(tx: EntityManager): GlossaryRepository {
    return new GlossaryRepository(tx.withRepository(this.glossaries));
  }

  /** Runs `work` in one transaction, at `isolation` when given (READ COMMITTED otherwise). */
  transaction<T>(work: (tx: EntityManager) => Promise<T>, isolation?: 'REPEATABLE READ'): Promise<T> {
    return isolation ? this.glossaries.manager.transaction(isolation, work) : this.glossaries.manager.transaction(work);
  }

  async insert(glossary: GlossaryEntity): Promise<void> {
    await this.glossaries.insert(glossary);
  }

  /** The glossary if `organizationId` owns it; `lock` holds its row until the transaction ends, serialising changes. */
  async findOwned(id: string, organizationId: string, lock = false): Promise<GlossaryEntity | null> {
    // Callers come from the gateway with UUIDs; anything else owns nothing (and would fail the cast).
    if (!isUUID(organizationId)) return null;
    const query = this.glossaries
      .createQueryBuilder('g')
      .where('g.id = :id AND g.organization_id = :organizationId', { id, organizationId });
    if (lock) query.setLock('pessimistic_write');
    return query.getOne();
  }

  async page(
    organizationId: string,
    offset: number,
    limit: number,
  ): Promise<{ rows: GlossaryEntity[]; total: number }> {
    const [rows, total] = await this.glossaries.findAndCount({
      where: { organizationId },
      order: { createdAt: 'ASC', id: 'ASC' },
      skip: offset,
      take: limit,
    });
    return { rows, total };
  }

  async update(
    id: string,
    fields: Partial<Pick<GlossaryEntity, 'name' | 'description' | 'languages' | 'updatedAt'>>,
  ): Promise<void> {
    await this.glossaries.update({ id }, fields);
  }

  /** Records one change: the version grows by one and the term count by `termDelta`. Returns the new version. */
  async recordChange(id: string, termDelta = 0): Promise<number> {
    const [rows]: [{ version: number }[], number] = await this.glossaries.query(
      `UPDATE "glossary"."glossaries" SET "version" = "version" + 1, "term_count" = "term_count" + $2 WHERE "id" = $1 RETURNING "version"`,
      [id, termDelta],
    );
    return rows[0].version;
  }

  async versionOf(id: string): Promise<number | null> {
    const rows: { version: number }[] = await this.glossaries.query(
      `SELECT "version" FROM "glossary"."glossaries" WHERE "id" = $1`,
      [id],
    );
    return rows.length > 0 ? rows[0].version : null;
  }

  async delete(id: string): Promise<void> {
    await this.glossaries.delete({ id });
  }

  /** How many definitions each of `languages` still has in the glossary (languages without any are left out). */
  async definitionsPerLanguage(glossaryId: string, languages: string[]): Promise<Map<string, number>> {
    const rows: { language: string; count: string }[] = await this.glossaries.query(
      `SELECT "language", count(*) AS "count" FROM "glossary"."definitions" WHERE "glossary_id" = $1 AND "language" = ANY($2::text[]) GROUP BY "language"`,
      [glossaryId, languages],
    );
    return new Map(rows.map((r) => [r.language, Number(r.count)]));
  }
}
