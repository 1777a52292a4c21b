import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/*
 * Two indexes live in the migration only (TypeORM cannot express them): the unique
 * (memory, pair, md5(source)) that makes the same source replace its target, and the GIN
 * index on `search_keys` that lookups take their candidates from.
 */
@Entity({ name: 'units' })
@Index('units_memory_seq_idx', ['memoryId', 'seq'])
@Index('units_memory_pair_seq_idx', ['memoryId', 'sourceLanguage', 'targetLanguage', 'seq'])
@Index('units_source_uq', { synchronize: false })
@Index('units_search_keys_idx', { synchronize: false })
export class UnitEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'units_pk' })
  id: string;

  @Column({ name: 'memory_id', type: 'uuid' })
  memoryId: string;

  /** Insertion order: listings and exports page on it. */
  @Column({ type: 'bigint', generated: 'identity', generatedIdentity: 'ALWAYS', insert: false, update: false })
  seq: string;

  @Column({ name: 'source_language', type: 'varchar', length: 35 })
  sourceLanguage: string;

  @Column({ name: 'target_language', type: 'varchar', length: 35 })
  targetLanguage: string;

  @Column({ type: 'text' })
  source: string;

  @Column({ type: 'text' })
  target: string;

  /** The source folded for fuzzy search (case, punctuation and spacing removed): candidates are ranked on it. */
  @Column({ type: 'text' })
  normalized: string;

  /** The source's distinct tokens and token count, scoped to (memory, pair): `lookup/search-keys.ts`. */
  @Column({ name: 'search_keys', type: 'text', array: true })
  searchKeys: string[];

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
