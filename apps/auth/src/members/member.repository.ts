import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import type { Role } from '@app/contracts';
import { MembershipEntity } from '../users/membership.entity';
import { lastOwnerKeepsRole, lastOwnerStays, notAMember } from './members.errors';

@Injectable()
export class MemberRepository {
  constructor(@InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>) {}

  list(organizationId: string): Promise<MembershipEntity[]> {
    return this.memberships.find({
      where: { organizationId },
      relations: { user: true },
      order: { createdAt: 'ASC' },
    });
  }

  /** Sets a member's role; refuses to leave the organization without an owner. */
  changeRole(organizationId: string, userId: string, role: Role): Promise<MembershipEntity> {
    return this.withOwnersLocked(organizationId, userId, async (tx, member, owners) => {
      if (member.role === 'owner' && role !== 'owner' && owners === 1) {
        throw lastOwnerKeepsRole();
      }
      await tx.getRepository(MembershipEntity).update({ organizationId, userId }, { role });
      return { ...member, role };
    });
  }

  /** Removes a member; refuses to remove the last owner. */
  remove(organizationId: string, userId: string): Promise<MembershipEntity> {
    return this.withOwnersLocked(organizationId, userId, async (tx, member, owners) => {
      if (member.role === 'owner' && owners === 1) {
        throw lastOwnerStays();
      }
      await tx.getRepository(MembershipEntity).delete({ organizationId, userId });
      return member;
    });
  }

  /** Locks the organization's memberships so two concurrent changes cannot both remove "the other" owner. */
  private withOwnersLocked<T>(
    organizationId: string,
    userId: string,
    change: (tx: EntityManager, member: MembershipEntity, owners: number) => Promise<T>,
  ): Promise<T> {
    return this.memberships.manager.transaction(async (tx) => {
      const rows = await tx
        .getRepository(MembershipEntity)
        .createQueryBuilder('m')
        .where('m.organization_id = :organizationId', { organizationId })
        .setLock('pessimistic_write')
        .getMany();
      const member = rows.find((m) => m.userId === userId);
      if (!member) throw notAMember(userId);
      return change(tx, member, rows.filter((m) => m.role === 'owner').length);
    });
  }
}
