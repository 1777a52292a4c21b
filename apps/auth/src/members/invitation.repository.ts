import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DataSource, IsNull, MoreThan } from 'typeorm';
import { MembershipEntity } from '../users/membership.entity';
import { InvitationEntity } from './invitation.entity';

@Injectable()
export class InvitationRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A new invitation replaces any pending one for the same email, so only the latest link works. */
  insert(
    fields: Pick<InvitationEntity, 'organizationId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
  ) {
    return this.dataSource.transaction(async (tx) => {
      const invitations = tx.getRepository(InvitationEntity);
      await invitations.delete({ organizationId: fields.organizationId, email: fields.email, acceptedAt: IsNull() });
      return invitations.save(invitations.create({ ...fields, id: randomUUID(), acceptedAt: null }));
    });
  }

  listPending(organizationId: string, now: Date): Promise<InvitationEntity[]> {
    return this.dataSource.getRepository(InvitationEntity).find({
      where: { organizationId, acceptedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'ASC' },
    });
  }

  findByTokenHash(tokenHash: string): Promise<InvitationEntity | null> {
    return this.dataSource
      .getRepository(InvitationEntity)
      .findOne({ where: { tokenHash }, relations: { organization: true } });
  }

  /** Marks the invitation used and adds the membership, once: false when it was already used. */
  accept(invitation: InvitationEntity, userId: string, at: Date): Promise<boolean> {
    return this.dataSource.transaction(async (tx) => {
      const marked = await tx
        .getRepository(InvitationEntity)
        .update({ id: invitation.id, acceptedAt: IsNull() }, { acceptedAt: at });
      if (!marked.affected) return false;
      await tx
        .createQueryBuilder()
        .insert()
        .into(MembershipEntity)
        .values({ userId, organizationId: invitation.organizationId, role: invitation.role })
        .orIgnore()
        .execute();
      return true;
    });
  }
}
