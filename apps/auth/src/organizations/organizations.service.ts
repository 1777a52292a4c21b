import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { OrganizationResponse } from '@app/contracts';
import { OrganizationEntity } from './organization.entity';
import { OrganizationRepository } from './organization.repository';

@Injectable()
export class OrganizationsService {
  constructor(private readonly organizations: OrganizationRepository) {}

  async create(name: string): Promise<OrganizationResponse> {
    if (await this.organizations.findByName(name)) {
      throw DomainException.conflict(`An organization named "${name}" already exists`);
    }
    return toResponse(await this.organizations.create(name));
  }

  async resolve(ref: string): Promise<OrganizationEntity> {
    const org = await this.organizations.findByIdOrName(ref);
    if (!org) throw DomainException.notFound(`Organization "${ref}" does not exist`);
    return org;
  }
}

function toResponse(org: OrganizationEntity): OrganizationResponse {
  return { id: org.id, name: org.name, createdAt: org.createdAt.toISOString() };
}
