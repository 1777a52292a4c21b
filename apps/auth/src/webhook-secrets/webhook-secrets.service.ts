import { Injectable } from '@nestjs/common';
import { GetWebhookSecretRequest, RotateWebhookSecretRequest, WebhookSecretResponse } from '@app/contracts';
import { OrganizationEntity } from '../organizations/organization.entity';
import { OrganizationsService } from '../organizations/organizations.service';
import { MemberRoles } from '../users/member-roles';

/** An organization's webhook signing secret, seen and rotated by its owners and admins. */
@Injectable()
export class WebhookSecretsService {
  constructor(
    private readonly organizations: OrganizationsService,
    private readonly roles: MemberRoles,
  ) {}

  /**
   * Standard Webhooks form of the stored secret (base64 of 32 random bytes): `whsec_` + base64.
   * Receivers key HMAC-SHA256 with the base64-decoded part, as the standardwebhooks libraries do.
   */
  async get(request: GetWebhookSecretRequest): Promise<WebhookSecretResponse> {
    const org = await this.organizations.resolve(request.org);
    if (request.requestedBy) await this.roles.assertMayManageWebhookSecret(request.requestedBy, org.id);
    return toSecretResponse(org);
  }

  /** A new secret takes effect at once: receivers still checking with the old one reject the next webhook. */
  async rotate(request: RotateWebhookSecretRequest): Promise<WebhookSecretResponse> {
    const org = await this.organizations.resolve(request.org);
    if (request.requestedBy) await this.roles.assertMayManageWebhookSecret(request.requestedBy, org.id);
    return toSecretResponse(await this.organizations.rotateWebhookSecret(org));
  }
}

function toSecretResponse(org: OrganizationEntity): WebhookSecretResponse {
  return { organizationId: org.id, secret: `whsec_${org.webhookSecret}` };
}
