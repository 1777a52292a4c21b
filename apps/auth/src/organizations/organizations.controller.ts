import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateOrganizationRequest, Subjects } from '@app/contracts';
import { OrganizationsService } from './organizations.service';

@Controller()
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @MessagePattern(Subjects.auth.createOrganization)
  create(@Payload() request: CreateOrganizationRequest) {
    return this.organizations.create(request.name);
  }
}
