import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import { OrganizationResponse, WebhookSecretResponse } from '@app/contracts';
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

  /**
   * Standard Webhooks form of the stored secret (base64 of 32 random bytes): `whsec_` + base64.
   * Receivers key HMAC-SHA256 with the base64-decoded part, as the standardwebhooks libraries do.
   */
  async webhookSecret(ref: string, rotate = false): Promise<WebhookSecretResponse> {
    const found = await this.resolve(ref);
    const org = rotate ? await this.organizations.rotateWebhookSecret(found.id) : found;
    return { organizationId: org.id, secret: `whsec_${org.webhookSecret}` };
  }
}

function toResponse(org: OrganizationEntity): OrganizationResponse {
  return { id: org.id, name: org.name, createdAt: org.createdAt.toISOString() };
}
