import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, MoreThan, Repository } from 'typeorm';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionRepository {
  constructor(@InjectRepository(SessionEntity) private readonly sessions: Repository<SessionEntity>) {}

  insert(fields: Pick<SessionEntity, 'idHash' | 'userId' | 'csrfToken' | 'lastSeenAt' | 'expiresAt'>) {
    return this.sessions.save(this.sessions.create(fields));
  }

  /** The session unless it has expired or lain idle since `idleSince`. */
  findLive(idHash: string, now: Date, idleSince: Date): Promise<SessionEntity | null> {
    return this.sessions.findOne({
      where: { idHash, expiresAt: MoreThan(now), lastSeenAt: MoreThan(idleSince) },
      relations: { user: true },
    });
  }

  /** Records use at most once per `granularityMs`, so a page load is not a write per request. */
  async touch(idHash: string, at: Date, granularityMs: number): Promise<void> {
    await this.sessions.update(
      { idHash, lastSeenAt: LessThan(new Date(at.getTime() - granularityMs)) },
      { lastSeenAt: at },
    );
  }

  async delete(idHash: string): Promise<void> {
    await this.sessions.delete({ idHash });
  }

  /** Ended sessions of a user are removed as the user signs in again, so the table does not grow for ever. */
  async deleteEnded(userId: string, now: Date, idleSince: Date): Promise<void> {
    await this.sessions
      .createQueryBuilder()
      .delete()
      .where('user_id = :userId AND (expires_at <= :now OR last_seen_at <= :idleSince)', { userId, now, idleSince })
      .execute();
  }
}
