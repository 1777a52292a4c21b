import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { Events, OrganizationPlanChangedEvent } from '@app/contracts';
import { PlanDirectory } from './plan-directory';

/** Heard by every replica (queue-less subscription): a plan change takes effect at once everywhere. */
@Controller()
export class PlanChangesListener {
  constructor(private readonly plans: PlanDirectory) {}

  @EventPattern(Events.auth.planChanged)
  onPlanChanged(@Payload() event: OrganizationPlanChangedEvent): void {
    // Events skip request validation: a malformed one is dropped, not trusted.
    const received = event as Partial<OrganizationPlanChangedEvent> | null | undefined;
    if (typeof received?.organizationId !== 'string' || typeof received.plan?.name !== 'string') return;
    this.plans.apply(event);
  }
}
