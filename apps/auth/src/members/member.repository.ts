import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { DataSource, EntityManager } from 'typeorm';
import type { Role } from '@app/contracts';
import { MembershipEntity } from '../users/membership.entity';

@Injectable()
export class MemberRepository {
  constructor(private readonly dataSource: DataSource) {}

  list(organizationId: string): Promise<MembershipEntity[]> {
    return this.dataSource.getRepository(MembershipEntity).find({
      where: { organizationId },
      relations: { user: true },
      order: { createdAt: 'ASC' },
    });
  }

  /** Sets a member's role; refuses to leave the organization without an owner. */
  changeRole(organizationId: string, userId: string, role: Role): Promise<MembershipEntity> {
    return this.withOwnersLocked(organizationId, userId, async (tx, member, owners) => {
      if (member.role === 'owner' && role !== 'owner' && owners === 1) {
        throw DomainException.conflict('The last owner cannot be given another role: make someone else owner first');
      }
      await tx.getRepository(MembershipEntity).update({ organizationId, userId }, { role });
      return { ...member, role };
    });
  }

  /** Removes a member; refuses to remove the last owner. */
  remove(organizationId: string, userId: string): Promise<MembershipEntity> {
    return this.withOwnersLocked(organizationId, userId, async (tx, member, owners) => {
      if (member.role === 'owner' && owners === 1) {
        throw DomainException.conflict('The last owner cannot be removed: make someone else owner first');
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
    return this.dataSource.transaction(async (tx) => {
      const rows = await tx
        .getRepository(MembershipEntity)
        .createQueryBuilder('m')
        .where('m.organization_id = :organizationId', { organizationId })
        .setLock('pessimistic_write')
        .getMany();
      const member = rows.find((m) => m.userId === userId);
      if (!member) throw DomainException.notFound(`User ${userId} is not a member of this organization`);
      return change(tx, member, rows.filter((m) => m.role === 'owner').length);
    });
  }
}
