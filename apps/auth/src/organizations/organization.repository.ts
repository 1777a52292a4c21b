import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { OrganizationEntity } from './organization.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** 32 random bytes, base64: the HMAC key of Standard Webhooks signatures. */
function newWebhookSecret(): string {
  return randomBytes(32).toString('base64');
}

@Injectable()
export class OrganizationRepository {
  constructor(@InjectRepository(OrganizationEntity) private readonly orgs: Repository<OrganizationEntity>) {}

  async create(name: string, plan: string): Promise<OrganizationEntity> {
    const org = this.orgs.create({ id: randomUUID(), name, plan, webhookSecret: newWebhookSecret() });
    return this.orgs.save(org);
  }

  async rotateWebhookSecret(org: OrganizationEntity): Promise<OrganizationEntity> {
    const webhookSecret = newWebhookSecret();
    await this.orgs.update({ id: org.id }, { webhookSecret });
    return { ...org, webhookSecret };
  }

  findByName(name: string): Promise<OrganizationEntity | null> {
    return this.orgs.findOneBy({ name });
  }

  /** Accepts an organization id or its name, as the admin CLI does. */
  async findByIdOrName(ref: string): Promise<OrganizationEntity | null> {
    if (UUID_PATTERN.test(ref)) {
      const byId = await this.orgs.findOneBy({ id: ref });
      if (byId) return byId;
    }
    return this.orgs.findOneBy({ name: ref });
  }
}
