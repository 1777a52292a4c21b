import { Module } from '@nestjs/common';
import { OrganizationsModule } from '../organizations/organizations.module';
import { UsersModule } from '../users/users.module';
import { WebhookSecretsController } from './webhook-secrets.controller';
import { WebhookSecretsService } from './webhook-secrets.service';

@Module({
  imports: [OrganizationsModule, UsersModule],
  controllers: [WebhookSecretsController],
  providers: [WebhookSecretsService],
})
export class WebhookSecretsModule {}
