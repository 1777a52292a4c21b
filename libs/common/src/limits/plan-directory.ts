import { Inject, Injectable, Logger } from '@nestjs/common';
import { OrganizationPlanChangedEvent, OrganizationPlanResponse, PlanInfo, Subjects } from '@app/contracts';
import { RpcClient } from '../nats/rpc-client';
import { LIMITS_SETTINGS, type LimitsSettings } from './limits.types';

const MAX_HELD = 100_000;

/**
 * Each organization's plan, as this replica knows it: asked of auth at first use, kept for
 * PLAN_CACHE_TTL_MS, replaced at once by the plan-changed event that auth publishes to every
 * replica (so a change is seen within NATS delivery time). While auth does not answer, the plan
 * last known is kept.
 */
@Injectable()
export class PlanDirectory {
  private readonly logger = new Logger(PlanDirectory.name);
  private readonly held = new Map<string, { plan: PlanInfo; fetchedAt: number }>();
  private readonly loading = new Map<string, Promise<PlanInfo>>();

  constructor(
    private readonly rpc: RpcClient,
    @Inject(LIMITS_SETTINGS) private readonly settings: LimitsSettings,
  ) {}

  planOf(organizationId: string): Promise<PlanInfo> {
    const held = this.held.get(organizationId);
    if (held && Date.now() - held.fetchedAt < this.settings.PLAN_CACHE_TTL_MS) return Promise.resolve(held.plan);
    let loading = this.loading.get(organizationId);
    if (!loading) {
      loading = this.load(organizationId, held?.plan).finally(() => this.loading.delete(organizationId));
      this.loading.set(organizationId, loading);
    }
    return loading;
  }

  /** The plan-changed event: applied as it comes, no question asked of auth. */
  apply(event: OrganizationPlanChangedEvent): void {
    this.remember(event.organizationId, event.plan);
  }

  private async load(organizationId: string, stale: PlanInfo | undefined): Promise<PlanInfo> {
    try {
      const answer = await this.rpc.send<OrganizationPlanResponse>(Subjects.auth.getOrganizationPlan, {
        organizationId,
      });
      this.remember(organizationId, answer.plan);
      return answer.plan;
    } catch (error) {
      if (!stale) throw error;
      this.logger.warn({ organizationId, err: String(error) }, 'plan not refreshed; keeping the one last known');
      return stale;
    }
  }

  private remember(organizationId: string, plan: PlanInfo): void {
    if (this.held.size >= MAX_HELD && !this.held.has(organizationId)) this.held.clear();
    this.held.set(organizationId, { plan, fetchedAt: Date.now() });
  }
}
