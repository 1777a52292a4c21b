import { Injectable } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import { DomainException } from '@app/common';
import { CreateUserRequest, ErrorCode, Role, UserResponse } from '@app/contracts';
import { OrganizationsService } from '../organizations/organizations.service';
import { UserRepository } from './user.repository';

const ROLES_THAT_MANAGE_KEYS: readonly Role[] = ['owner', 'admin'];

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UserRepository,
    private readonly organizations: OrganizationsService,
  ) {}

  async create(request: CreateUserRequest): Promise<UserResponse> {
    const org = await this.organizations.resolve(request.org);
    const email = request.email.toLowerCase();
    if (await this.users.findMembership(email, org.id)) {
      throw DomainException.conflict(`${email} is already a member of ${org.name}`);
    }
    // Argon2id is memory-hard: a stolen table is slow to brute-force on GPUs.
    const passwordHash = await hash(request.password);
    const { user, membership } = await this.users.createWithMembership(email, passwordHash, org.id, request.role);
    return {
      id: user.id,
      email: user.email,
      organizationId: org.id,
      role: membership.role,
      createdAt: user.createdAt.toISOString(),
    };
  }

  /** Throws FORBIDDEN unless `email` may create and revoke keys in the organization. */
  async assertMayManageKeys(email: string, organizationId: string): Promise<void> {
    const membership = await this.users.findMembership(email.toLowerCase(), organizationId);
    if (!membership || !ROLES_THAT_MANAGE_KEYS.includes(membership.role)) {
      throw new DomainException(
        `${email} may not manage API keys of this organization (owner or admin role needed)`,
        ErrorCode.FORBIDDEN,
      );
    }
  }
}
