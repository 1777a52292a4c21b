import { Injectable } from '@nestjs/common';
import { hash } from '@node-rs/argon2';
import { CreateUserRequest, UserResponse } from '@app/contracts';
import { OrganizationsService } from '../organizations/organizations.service';
import { UserRepository } from './user.repository';
import { alreadyMemberOf } from './users.errors';

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
      throw alreadyMemberOf(email, org.name);
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
}
