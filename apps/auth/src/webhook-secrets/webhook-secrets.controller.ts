import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { GetWebhookSecretRequest, RotateWebhookSecretRequest, Subjects } from '@app/contracts';
import { WebhookSecretsService } from './webhook-secrets.service';

@Controller()
export class WebhookSecretsController {
  constructor(private readonly secrets: WebhookSecretsService) {}

  @MessagePattern(Subjects.auth.getWebhookSecret)
  get(@Payload() request: GetWebhookSecretRequest) {
    return this.secrets.get(request);
  }

  @MessagePattern(Subjects.auth.rotateWebhookSecret)
  rotate(@Payload() request: RotateWebhookSecretRequest) {
    return this.secrets.rotate(request);
  }
}
