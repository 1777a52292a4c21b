import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  Events,
  GetOrganizationPlanRequest,
  OrganizationPlanChangedEvent,
  OrganizationPlanResponse,
  PlanInfo,
  SetOrganizationPlanRequest,
} from '@app/contracts';
import { AuthConfig } from '../config/auth.config';
import { organizationNotFound } from '../organizations/organizations.errors';
import { OrganizationsService } from '../organizations/organizations.service';
import { PlanEntity } from './plan.entity';
import { PlanRepository } from './plan.repository';
import { parsePlansSetting } from './plans-setting';
import { planNotFound } from './plans.errors';

/** Plans are data: the `PLANS` setting is written over the seeded defaults at boot, organizations point at one. */
@Injectable()
export class PlansService implements OnApplicationBootstrap {
  private readonly logger = new Logger(PlansService.name);

  constructor(
    private readonly plans: PlanRepository,
    private readonly organizations: OrganizationsService,
    private readonly rpc: RpcClient,
    private readonly config: AuthConfig,
  ) {}

  /** A wrong `PLANS` or a `DEFAULT_PLAN` that names no plan stops the service here, before it answers anything. */
  async onApplicationBootstrap(): Promise<void> {
    const configured = parsePlansSetting(this.config.PLANS);
    await this.plans.upsert(configured);
    if (configured.length > 0) this.logger.log({ plans: configured.map((p) => p.name) }, 'plans from PLANS applied');
    if (!(await this.plans.find(this.config.DEFAULT_PLAN)))
      throw new Error(
        `DEFAULT_PLAN "${this.config.DEFAULT_PLAN}" names no plan; plans: ${(await this.plans.names()).join(', ')}`,
      );
  }

  async planOf(request: GetOrganizationPlanRequest): Promise<OrganizationPlanResponse> {
    const plan = await this.plans.planOf(request.organizationId);
    if (!plan) throw organizationNotFound(request.organizationId);
    return { organizationId: request.organizationId, plan: toInfo(plan) };
  }

  /** Every replica of every app hears the event and applies the new plan at once. */
  async setPlan(request: SetOrganizationPlanRequest): Promise<OrganizationPlanResponse> {
    const org = await this.organizations.resolve(request.org);
    const plan = await this.plans.find(request.plan);
    if (!plan) throw planNotFound(request.plan, await this.plans.names());
    await this.plans.setPlan(org.id, plan.name);
    const event: OrganizationPlanChangedEvent = { organizationId: org.id, plan: toInfo(plan) };
    await this.rpc.publish(Events.auth.planChanged, event);
    this.logger.log({ organizationId: org.id, plan: plan.name }, 'organization plan changed');
    return event;
  }
}

function toInfo(plan: PlanEntity): PlanInfo {
  return { name: plan.name, requestsPerMinute: plan.requestsPerMinute, monthlyCredits: plan.monthlyCredits };
}
