import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PlanInfo } from '@app/contracts';
import { OrganizationEntity } from '../organizations/organization.entity';
import { PlanEntity } from './plan.entity';

@Injectable()
export class PlanRepository {
  constructor(
    @InjectRepository(PlanEntity) private readonly plans: Repository<PlanEntity>,
    @InjectRepository(OrganizationEntity) private readonly orgs: Repository<OrganizationEntity>,
  ) {}

  /** Inserts or overwrites every plan given, in one statement. */
  async upsert(plans: PlanInfo[]): Promise<void> {
    if (plans.length > 0) await this.plans.upsert(plans, ['name']);
  }

  find(name: string): Promise<PlanEntity | null> {
    return this.plans.findOneBy({ name });
  }

  async names(): Promise<string[]> {
    return (await this.plans.find({ select: { name: true }, order: { name: 'ASC' } })).map((p) => p.name);
  }

  /** The organization's plan in one joined read; null when the organization does not exist. */
  async planOf(organizationId: string): Promise<PlanEntity | null> {
    const org = await this.orgs.findOne({ where: { id: organizationId }, relations: { planRecord: true } });
    return org?.planRecord ?? null;
  }

  async setPlan(organizationId: string, plan: string): Promise<void> {
    await this.orgs.update({ id: organizationId }, { plan });
  }
}
