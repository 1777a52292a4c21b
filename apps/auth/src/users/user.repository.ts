import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import type { Role } from '@app/contracts';
import { MembershipEntity } from './membership.entity';
import { UserEntity } from './user.entity';

@Injectable()
export class UserRepository {
  constructor(
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
    @InjectRepository(MembershipEntity) private readonly memberships: Repository<MembershipEntity>,
  ) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ email });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.users.findOneBy({ id });
  }

  insert(email: string, passwordHash: string): Promise<UserEntity> {
    return this.users.save(this.users.create({ id: randomUUID(), email, passwordHash }));
  }

  /** The user's memberships with their organizations, by organization name. */
  listMemberships(userId: string): Promise<MembershipEntity[]> {
    return this.memberships.find({
      where: { userId },
      relations: { organization: true },
      order: { organization: { name: 'ASC' } },
    });
  }

  /** Creates the user (unless it exists) and its membership in one transaction. */
  createWithMembership(email: string, passwordHash: string, organizationId: string, role: Role) {
    return this.users.manager.transaction(async (tx) => {
      const users = tx.getRepository(UserEntity);
      const user =
        (await users.findOneBy({ email })) ??
        (await users.save(users.create({ id: randomUUID(), email, passwordHash })));
      const membership = await tx.getRepository(MembershipEntity).save({ userId: user.id, organizationId, role });
      return { user, membership };
    });
  }

  findMembership(email: string, organizationId: string): Promise<MembershipEntity | null> {
    return this.memberships
      .createQueryBuilder('m')
      .innerJoin('m.user', 'u')
      .where('u.email = :email AND m.organization_id = :organizationId', { email, organizationId })
      .getOne();
  }
}
