import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, IsNotEmpty, IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { Role, Roles } from './user.messages';

/**
 * A change made by a signed-in person: `actor` is the email the gateway resolved from the
 * session, and the auth service checks that person's role in the organization.
 */
export abstract class MemberActionRequest {
  @IsUUID()
  organizationId: string;

  @IsEmail()
  @MaxLength(320)
  actor: string;
}

export class ListMembersRequest extends MemberActionRequest {}

export class InviteMemberRequest extends MemberActionRequest {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @IsEmail()
  @MaxLength(320)
  email: string;

  @ApiProperty({ enum: Roles })
  @IsIn(Roles)
  role: Role;
}

export class ChangeRoleRequest extends MemberActionRequest {
  @IsUUID()
  userId: string;

  @ApiProperty({ enum: Roles })
  @IsIn(Roles)
  role: Role;
}

export class RemoveMemberRequest extends MemberActionRequest {
  @IsUUID()
  userId: string;
}

export class InvitationTokenRequest {
  @ApiProperty({ minLength: 1, maxLength: 100 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token: string;
}

export class AcceptInvitationRequest extends InvitationTokenRequest {
  @ApiProperty({ minLength: 8, maxLength: 1024 })
  @IsString()
  @MinLength(8)
  @MaxLength(1024)
  password: string;
}

export interface MemberResponse {
  userId: string;
  email: string;
  role: Role;
  joinedAt: string;
}

export interface InvitationResponse {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface MembersResponse {
  members: MemberResponse[];
  invitations: InvitationResponse[];
}

/** Returned once, at creation: the token is stored only as a hash. */
export interface CreatedInvitationResponse extends InvitationResponse {
  token: string;
}

/** What the invitation page shows before the invited person sets a password (or signs in). */
export interface InvitationPreviewResponse {
  organizationName: string;
  email: string;
  role: Role;
  expiresAt: string;
  /** True when the email already has an account: its existing password is asked for. */
  existingUser: boolean;
}
