import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetOrganizationPlanRequest, SetOrganizationPlanRequest, Subjects } from '@app/contracts';
import { PlansService } from './plans.service';

@Controller()
export class PlansController {
  constructor(private readonly plans: PlansService) {}

  @MessagePattern(Subjects.auth.getOrganizationPlan)
  planOf(@Payload() request: GetOrganizationPlanRequest) {
    return this.plans.planOf(request);
  }

  @MessagePattern(Subjects.auth.setOrganizationPlan)
  setPlan(@Payload() request: SetOrganizationPlanRequest) {
    return this.plans.setPlan(request);
  }
}
