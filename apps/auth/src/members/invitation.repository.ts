import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { IsNull, MoreThan, Repository } from 'typeorm';
import { MembershipEntity } from '../users/membership.entity';
import { InvitationEntity } from './invitation.entity';

@Injectable()
export class InvitationRepository {
  constructor(@InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>) {}

  /** A new invitation replaces any pending one for the same email, so only the latest link works. */
  insert(
    fields: Pick<InvitationEntity, 'organizationId' | 'email' | 'role' | 'tokenHash' | 'invitedBy' | 'expiresAt'>,
  ) {
    return this.invitations.manager.transaction(async (tx) => {
      const invitations = tx.getRepository(InvitationEntity);
      await invitations.delete({ organizationId: fields.organizationId, email: fields.email, acceptedAt: IsNull() });
      return invitations.save(invitations.create({ ...fields, id: randomUUID(), acceptedAt: null }));
    });
  }

  listPending(organizationId: string, now: Date): Promise<InvitationEntity[]> {
    return this.invitations.find({
      where: { organizationId, acceptedAt: IsNull(), expiresAt: MoreThan(now) },
      order: { createdAt: 'ASC' },
    });
  }

  findByTokenHash(tokenHash: string): Promise<InvitationEntity | null> {
    return this.invitations.findOne({ where: { tokenHash }, relations: { organization: true } });
  }

  /** Marks the invitation used and adds the membership, once: false when it was already used. */
  accept(invitation: InvitationEntity, userId: string, at: Date): Promise<boolean> {
    return this.invitations.manager.transaction(async (tx) => {
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
