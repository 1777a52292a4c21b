import { Injectable, Logger } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  ApiKeyResponse,
  CreatedKeyResponse,
  CreateKeyRequest,
  Events,
  KeyRevokedEvent,
  RevokeKeyRequest,
  VerifiedKeyResponse,
} from '@app/contracts';
import { OrganizationsService } from '../organizations/organizations.service';
import { MemberRoles } from '../users/member-roles';
import { generateApiKey, hashApiKey, maskApiKey } from './api-key-secret';
import { ApiKeyEntity } from './api-key.entity';
import { ApiKeyRepository } from './api-key.repository';
import { apiKeyNotFound, invalidApiKey } from './api-keys.errors';

const LAST_USED_GRANULARITY_MS = 60_000;

@Injectable()
export class ApiKeysService {
  private readonly logger = new Logger(ApiKeysService.name);

  constructor(
    private readonly keys: ApiKeyRepository,
    private readonly organizations: OrganizationsService,
    private readonly roles: MemberRoles,
    private readonly rpc: RpcClient,
  ) {}

  async create(request: CreateKeyRequest): Promise<CreatedKeyResponse> {
    const org = await this.organizations.resolve(request.org);
    if (request.createdBy) await this.roles.assertMayManageKeys(request.createdBy, org.id);
    const key = generateApiKey();
    const entity = await this.keys.insert({
      organizationId: org.id,
      label: request.label,
      keyHash: hashApiKey(key),
      maskedKey: maskApiKey(key),
      createdBy: request.createdBy ?? null,
    });
    return { ...toResponse(entity), key };
  }

  async list(orgRef: string): Promise<ApiKeyResponse[]> {
    const org = await this.organizations.resolve(orgRef);
    return (await this.keys.listByOrganization(org.id)).map(toResponse);
  }

  async revoke(request: RevokeKeyRequest): Promise<ApiKeyResponse> {
    const key = await this.keys.findById(request.keyId);
    if (!key || (request.organizationId && key.organizationId !== request.organizationId)) {
      throw apiKeyNotFound(request.keyId);
    }
    if (request.revokedBy) await this.roles.assertMayManageKeys(request.revokedBy, key.organizationId);
    if (!key.revokedAt) {
      await this.keys.markRevoked(key.id, new Date());
      // Every gateway replica drops its cached verification on this event.
      const event: KeyRevokedEvent = { keyId: key.id, keyHash: key.keyHash };
      await this.rpc.publish(Events.auth.keyRevoked, event);
      this.logger.log({ keyId: key.id }, 'API key revoked');
    }
    const revoked = await this.keys.findById(key.id);
    if (!revoked) throw apiKeyNotFound(request.keyId);
    return toResponse(revoked);
  }

  async verify(key: string): Promise<VerifiedKeyResponse> {
    const entity = await this.keys.findActiveByHash(hashApiKey(key.trim()));
    if (!entity) {
      this.logger.warn('unknown or revoked API key refused');
      throw invalidApiKey();
    }
    await this.keys.touchLastUsed(entity.id, new Date(), LAST_USED_GRANULARITY_MS);
    return { keyId: entity.id, organizationId: entity.organizationId };
  }
}

function toResponse(key: ApiKeyEntity): ApiKeyResponse {
  return {
    id: key.id,
    organizationId: key.organizationId,
    label: key.label,
    maskedKey: key.maskedKey,
    createdBy: key.createdBy,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  };
}
