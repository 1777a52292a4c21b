/** Anything that runs SQL: a TypeORM DataSource, or the EntityManager of a transaction. */
export interface SqlExecutor {
  query(sql: string, parameters?: unknown[]): Promise<unknown>;
}

export interface LeaseQueueTable {
  /** Schema-qualified table, e.g. `translation.batch_jobs`. */
  table: string;
  /** Value of its `status` column while the row waits for (or is in) work. */
  pendingStatus: string;
}

/** A row claimed by one worker: `attempts` counts this claim. */
export interface Claim {
  id: string;
  attempts: number;
  owner: string;
}

/**
 * A PostgreSQL table used as a work queue. The table has `id`, `status`, `attempts`,
 * `lease_owner`, `lease_expires_at` and `created_at`; `lease_expires_at` in the future means
 * "held" (with an owner) or "waiting for a retry" (without one). Every write of a final state
 * goes through {@link finish}, which succeeds only while the caller still holds the lease, so a
 * worker that lost its row (lease ran out, taken over) can never store a second result.
 */
export class LeaseQueue {
  constructor(
    private readonly db: SqlExecutor,
    private readonly spec: LeaseQueueTable,
  ) {}

  /**
   * Claims the oldest pending row nobody holds: `SKIP LOCKED` lets replicas claim in parallel
   * without waiting on each other, and the lease makes the claim outlive this statement.
   */
  async claimNext(owner: string, leaseSeconds: number): Promise<Claim | null> {
    const { table, pendingStatus } = this.spec;
    // TypeORM answers an UPDATE with [rows, affected], RETURNING or not.
    const [rows] = (await this.db.query(
      `UPDATE ${table} SET lease_owner = $1, lease_expires_at = now() + make_interval(secs => $2), attempts = attempts + 1
        WHERE id = (SELECT id FROM ${table}
                     WHERE status = $3 AND (lease_expires_at IS NULL OR lease_expires_at < now())
                     ORDER BY created_at LIMIT 1 FOR UPDATE SKIP LOCKED)
        RETURNING id, attempts`,
      [owner, leaseSeconds, pendingStatus],
    )) as [{ id: string; attempts: number }[], number];
    return rows.length ? { id: rows[0].id, attempts: rows[0].attempts, owner } : null;
  }

  /** Rows waiting for work or in work (held, or waiting for a retry). */
  async depth(): Promise<number> {
    const rows = (await this.db.query(`SELECT count(*)::int AS depth FROM ${this.spec.table} WHERE status = $1`, [
      this.spec.pendingStatus,
    ])) as { depth: number }[];
    return rows[0]?.depth ?? 0;
  }

  /** False when the lease was lost (it ran out and another worker took the row). */
  async renewLease(claim: Claim, leaseSeconds: number): Promise<boolean> {
    const [, affected] = (await this.db.query(
      `UPDATE ${this.spec.table} SET lease_expires_at = now() + make_interval(secs => $3)
        WHERE id = $1 AND lease_owner = $2 AND status = $4`,
      [claim.id, claim.owner, leaseSeconds, this.spec.pendingStatus],
    )) as [unknown, number];
    return affected > 0;
  }

  /** Gives the row back to the queue, available again after `delaySeconds` (0: at once). */
  async release(claim: Claim, delaySeconds: number, countAttempt: boolean): Promise<void> {
    await this.db.query(
      `UPDATE ${this.spec.table} SET lease_owner = NULL, lease_expires_at = now() + make_interval(secs => $3),
              attempts = attempts - CASE WHEN $4 THEN 0 ELSE 1 END
        WHERE id = $1 AND lease_owner = $2 AND status = $5`,
      [claim.id, claim.owner, delaySeconds, countAttempt, this.spec.pendingStatus],
    );
  }

  /**
   * Writes a final state (`assignments`, SQL using `$3`, `$4` ... for `parameters`) and clears
   * the lease, only while `claim` still holds it. Pass a transaction's executor to write other
   * rows (usage, a webhook delivery) in the same commit. False when the lease was lost.
   */
  async finish(
    claim: Claim,
    assignments: string,
    parameters: unknown[],
    executor: SqlExecutor = this.db,
  ): Promise<boolean> {
    const [, affected] = (await executor.query(
      `UPDATE ${this.spec.table} SET ${assignments}, lease_owner = NULL, lease_expires_at = NULL
        WHERE id = $1 AND lease_owner = $2 AND status = '${this.spec.pendingStatus}'`,
      [claim.id, claim.owner, ...parameters],
    )) as [unknown, number];
    return affected > 0;
  }
}
