import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { SignInThrottleEntity } from './sign-in-throttle.entity';

@Injectable()
export class SignInThrottleRepository {
  constructor(@InjectRepository(SignInThrottleEntity) private readonly throttles: Repository<SignInThrottleEntity>) {}

  async lockedUntil(email: string, now: Date): Promise<Date | null> {
    const row = await this.throttles.findOneBy({ email });
    return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
  }

  /**
   * Counts one failure in the email's window (a new window once the last one is `windowMs` old) and,
   * at `maxFailures`, locks the email until `now + lockMs`; one statement, so concurrent
   * failures all count. Returns the lock's end when this failure set it.
   */
  async recordFailure(email: string, now: Date, windowMs: number, maxFailures: number, lockMs: number) {
    const windowStart = new Date(now.getTime() - windowMs);
    const lockedUntil = new Date(now.getTime() + lockMs);
    const rows: { locked_until: Date | null }[] = await this.throttles.query(
      `INSERT INTO "auth"."sign_in_throttles" AS t ("email", "failures", "window_started_at", "locked_until")
       VALUES ($1, 1, $2, NULL)
       ON CONFLICT ("email") DO UPDATE SET
         "failures" = CASE WHEN t."window_started_at" <= $3 THEN 1 ELSE t."failures" + 1 END,
         "window_started_at" = CASE WHEN t."window_started_at" <= $3 THEN $2 ELSE t."window_started_at" END,
         "locked_until" = CASE
           WHEN t."window_started_at" > $3 AND t."failures" + 1 >= $4 THEN $5
           ELSE t."locked_until" END
       RETURNING "locked_until"`,
      [email, now, windowStart, maxFailures, lockedUntil],
    );
    const until = rows[0]?.locked_until;
    return until && new Date(until) > now ? new Date(until) : null;
  }

  async clear(email: string): Promise<void> {
    await this.throttles.delete({ email });
  }
}
