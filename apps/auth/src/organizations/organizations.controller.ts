import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { CreateOrganizationRequest, GetWebhookSecretRequest, Subjects } from '@app/contracts';
import { OrganizationsService } from './organizations.service';

@Controller()
export class OrganizationsController {
  constructor(private readonly organizations: OrganizationsService) {}

  @MessagePattern(Subjects.auth.createOrganization)
  create(@Payload() request: CreateOrganizationRequest) {
    return this.organizations.create(request.name);
  }

  @MessagePattern(Subjects.auth.getWebhookSecret)
  webhookSecret(@Payload() request: GetWebhookSecretRequest) {
    return this.organizations.webhookSecret(request.org, request.rotate);
  }
}
