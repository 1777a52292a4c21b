import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { createHealthController, loadConfig, NatsClientModule } from '@app/common';
import { Subjects } from '@app/contracts';
import { ApiKeyEntity } from './api-keys/api-key.entity';
import { ApiKeyRepository } from './api-keys/api-key.repository';
import { ApiKeysController } from './api-keys/api-keys.controller';
import { ApiKeysService } from './api-keys/api-keys.service';
import { AuthConfig } from './config/auth.config';
import { authDataSourceOptions } from './database/data-source';
import { OrganizationEntity } from './organizations/organization.entity';
import { OrganizationRepository } from './organizations/organization.repository';
import { OrganizationsController } from './organizations/organizations.controller';
import { OrganizationsService } from './organizations/organizations.service';
import { InvitationRepository } from './members/invitation.repository';
import { InvitationsService } from './members/invitations.service';
import { MemberRepository } from './members/member.repository';
import { MembersController } from './members/members.controller';
import { MembersService } from './members/members.service';
import { SessionEntity } from './sessions/session.entity';
import { SessionRepository } from './sessions/session.repository';
import { SessionsController } from './sessions/sessions.controller';
import { SessionsService } from './sessions/sessions.service';
import { SignInThrottle } from './sessions/sign-in-throttle';
import { SignInThrottleRepository } from './sessions/sign-in-throttle.repository';
import { MemberRoles } from './users/member-roles';
import { UserRepository } from './users/user.repository';
import { UsersController } from './users/users.controller';
import { UsersService } from './users/users.service';
import { PlanEntity } from './plans/plan.entity';
import { PlanRepository } from './plans/plan.repository';
import { PlansController } from './plans/plans.controller';
import { PlansService } from './plans/plans.service';

export const config = loadConfig(AuthConfig);

@Module({
  imports: [
    TypeOrmModule.forRoot(authDataSourceOptions(config.DATABASE_URL)),
    TypeOrmModule.forFeature([OrganizationEntity, ApiKeyEntity, SessionEntity, PlanEntity]),
    NatsClientModule.register(config),
  ],
  controllers: [
    createHealthController('auth', Subjects.auth.health),
    OrganizationsController,
    UsersController,
    ApiKeysController,
    SessionsController,
    MembersController,
    PlansController,
  ],
  providers: [
    { provide: AuthConfig, useValue: config },
    PlanRepository,
    PlansService,
    OrganizationRepository,
    OrganizationsService,
    UserRepository,
    UsersService,
    ApiKeyRepository,
    ApiKeysService,
    MemberRoles,
    SessionRepository,
    SessionsService,
    SignInThrottleRepository,
    SignInThrottle,
    MemberRepository,
    InvitationRepository,
    MembersService,
    InvitationsService,
  ],
})
export class AppModule {}
