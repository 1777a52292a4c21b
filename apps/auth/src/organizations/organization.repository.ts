import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { randomBytes, randomUUID } from 'node:crypto';
import { Repository } from 'typeorm';
import { OrganizationEntity } from './organization.entity';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class OrganizationRepository {
  constructor(@InjectRepository(OrganizationEntity) private readonly orgs: Repository<OrganizationEntity>) {}

  async create(name: string): Promise<OrganizationEntity> {
    const org = this.orgs.create({ id: randomUUID(), name, webhookSecret: randomBytes(32).toString('base64') });
    return this.orgs.save(org);
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
