import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, NatsClientModule, ServiceConfigModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { ApiKeysModule } from './api-keys/api-keys.module';
import { AuthConfig } from './config/auth.config';
import { authDataSourceOptions } from './database/data-source';
import { MembersModule } from './members/members.module';
import { OrganizationsModule } from './organizations/organizations.module';
import { PlansModule } from './plans/plans.module';
import { SessionsModule } from './sessions/sessions.module';
import { UsersModule } from './users/users.module';
import { WebhookSecretsModule } from './webhook-secrets/webhook-secrets.module';

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      imports: [ServiceConfigModule.for(AuthConfig)],
      inject: [AuthConfig],
      useFactory: (config: AuthConfig) => authDataSourceOptions(config.DATABASE_URL),
    }),
    NatsClientModule.forConfig(AuthConfig),
    OrganizationsModule,
    UsersModule,
    ApiKeysModule,
    SessionsModule,
    MembersModule,
    PlansModule,
    WebhookSecretsModule,
  ],
  controllers: [createHealthController('auth', Subjects.auth.health)],
})
export class AppModule {}
