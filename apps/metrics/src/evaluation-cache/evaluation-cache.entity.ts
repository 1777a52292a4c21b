import { Column, CreateDateColumn, Entity, Index, PrimaryColumn, Unique } from 'typeorm';

export type EvaluationKind = 'fluency' | 'gemba';

/**
 * One model evaluation, kept so the same inputs under the same model give the same score
 * without another call. The key hashes the whole prompt (rubric included), so editing a
 * prompt file starts a fresh cache instead of serving scores made under the old rubric.
 */
@Entity({ name: 'evaluation_cache' })
@Unique('evaluation_cache_key_uq', ['organizationId', 'cacheKey'])
@Index('evaluation_cache_created_idx', ['createdAt'])
export class EvaluationCacheEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'evaluation_cache_pk' })
  id: string;

  /** Scores stay within the organization that asked for them. */
  @Column({ name: 'organization_id', type: 'uuid' })
  organizationId: string;

  @Column({ type: 'varchar', length: 20 })
  kind: EvaluationKind;

  /** SHA-256 (hex) of kind, model, answer schema and the exact messages sent. */
  @Column({ name: 'cache_key', type: 'char', length: 64 })
  cacheKey: string;

  @Column({ type: 'varchar', length: 200 })
  model: string;

  @Column({ type: 'jsonb' })
  result: unknown;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
