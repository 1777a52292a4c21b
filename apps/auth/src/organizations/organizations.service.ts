import { Injectable } from '@nestjs/common';
import { DomainException } from '@app/common';
import {
  GetWebhookSecretRequest,
  OrganizationResponse,
  RotateWebhookSecretRequest,
  WebhookSecretResponse,
} from '@app/contracts';
import { AuthConfig } from '../config/auth.config';
import { MemberRoles } from '../users/member-roles';
import { OrganizationEntity } from './organization.entity';
import { OrganizationRepository } from './organization.repository';

@Injectable()
export class OrganizationsService {
  constructor(
    private readonly organizations: OrganizationRepository,
    private readonly roles: MemberRoles,
    private readonly config: AuthConfig,
  ) {}

  async create(name: string): Promise<OrganizationResponse> {
    if (await this.organizations.findByName(name)) {
      throw DomainException.conflict(`An organization named "${name}" already exists`);
    }
    return toResponse(await this.organizations.create(name, this.config.DEFAULT_PLAN));
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
  async webhookSecret(request: GetWebhookSecretRequest): Promise<WebhookSecretResponse> {
    const org = await this.resolve(request.org);
    if (request.requestedBy) await this.roles.assertMayManageWebhookSecret(request.requestedBy, org.id);
    return toSecretResponse(org);
  }

  /** A new secret takes effect at once: receivers still checking with the old one reject the next webhook. */
  async rotateWebhookSecret(request: RotateWebhookSecretRequest): Promise<WebhookSecretResponse> {
    const org = await this.resolve(request.org);
    if (request.requestedBy) await this.roles.assertMayManageWebhookSecret(request.requestedBy, org.id);
    return toSecretResponse(await this.organizations.rotateWebhookSecret(org));
  }
}

function toSecretResponse(org: OrganizationEntity): WebhookSecretResponse {
  return { organizationId: org.id, secret: `whsec_${org.webhookSecret}` };
}

function toResponse(org: OrganizationEntity): OrganizationResponse {
  return { id: org.id, name: org.name, plan: org.plan, createdAt: org.createdAt.toISOString() };
}
