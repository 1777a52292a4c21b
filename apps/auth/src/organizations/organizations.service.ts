import { Injectable } from '@nestjs/common';
import { OrganizationResponse } from '@app/contracts';
import { AuthConfig } from '../config/auth.config';
import { OrganizationEntity } from './organization.entity';
import { OrganizationRepository } from './organization.repository';
import { organizationNameTaken, organizationNotFound } from './organizations.errors';

@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly config: AuthConfig,
  ) {}

  async create(name: string): Promise<OrganizationResponse> {
    if (await this.organizations.findByName(name)) throw organizationNameTaken(name);
    return toResponse(await this.organizations.create(name, this.config.DEFAULT_PLAN));
  }

  async resolve(ref: string): Promise<OrganizationEntity> {
    const org = await this.organizations.findByIdOrName(ref);
    if (!org) throw organizationNotFound(ref);
    return org;
  }

  rotateWebhookSecret(org: OrganizationEntity): Promise<OrganizationEntity> {
    return this.organizations.rotateWebhookSecret(org);
  }
}

function toResponse(org: OrganizationEntity): OrganizationResponse {
  return { id: org.id, name: org.name, plan: org.plan, createdAt: org.createdAt.toISOString() };
}
