import { buildDataSourceOptions } from '@app/common';
import { ApiKeyEntity } from '../api-keys/api-key.entity';
import { OrganizationEntity } from '../organizations/organization.entity';
import { MembershipEntity } from '../users/membership.entity';
import { UserEntity } from '../users/user.entity';
import { InvitationEntity } from '../members/invitation.entity';
import { SessionEntity } from '../sessions/session.entity';
import { SignInThrottleEntity } from '../sessions/sign-in-throttle.entity';
import { CreateAuthTables1732300000000 } from './migrations/1732300000000-create-auth-tables';
import { CreateWebAppTables1764000000000 } from './migrations/1764000000000-create-web-app-tables';
import { CreatePlans1764100000000 } from './migrations/1764100000000-create-plans';
import { PlanEntity } from '../plans/plan.entity';

export const AUTH_SCHEMA = 'auth';

export function authDataSourceOptions(url: string) {
  return buildDataSourceOptions({
    schema: AUTH_SCHEMA,
    url,
    entities: [
      OrganizationEntity,
      UserEntity,
      MembershipEntity,
      ApiKeyEntity,
      SessionEntity,
      SignInThrottleEntity,
      InvitationEntity,
      PlanEntity,
    ],
    migrations: [CreateAuthTables1732300000000, CreateWebAppTables1764000000000, CreatePlans1764100000000],
  });
}
