import { ApiPropertyOptional, ApiSchema, PartialType, PickType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  AcceptInvitationRequest,
  ChangeRoleRequest,
  CreateKeyRequest,
  InvitationTokenRequest,
  InviteMemberRequest,
  SignInRequest,
  UsageByDayRequest,
} from '@app/contracts';

/*
 * The web app's request bodies: the auth and translation services' messages without what the
 * session gives (organization, actor). Named `Web*` in the OpenAPI document, where the browser
 * code's types come from.
 */

@ApiSchema({ name: 'WebSignInBody' })
export class SignInBody extends PickType(SignInRequest, ['email', 'password'] as const) {}

@ApiSchema({ name: 'WebCreateKeyBody' })
export class CreateKeyBody extends PickType(CreateKeyRequest, ['label'] as const) {}

@ApiSchema({ name: 'WebInviteBody' })
export class InviteBody extends PickType(InviteMemberRequest, ['email', 'role'] as const) {}

@ApiSchema({ name: 'WebChangeRoleBody' })
export class ChangeRoleBody extends PickType(ChangeRoleRequest, ['role'] as const) {}

@ApiSchema({ name: 'WebInvitationTokenBody' })
export class InvitationTokenBody extends PickType(InvitationTokenRequest, ['token'] as const) {}

@ApiSchema({ name: 'WebAcceptInvitationBody' })
export class AcceptInvitationBody extends PickType(AcceptInvitationRequest, ['token', 'password'] as const) {}

/** 30 days unless `?days=` says otherwise; the query string's text is converted before the message's rules. */
export const DEFAULT_USAGE_DAYS = 30;

export class UsageQuery extends PartialType(PickType(UsageByDayRequest, ['days'] as const)) {}
Type(() => Number)(UsageQuery.prototype, 'days');
ApiPropertyOptional({ type: 'integer', default: DEFAULT_USAGE_DAYS })(UsageQuery.prototype, 'days');
