import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { Roles } from '@app/contracts';

/* OpenAPI descriptions of the web app's answers (`data`), named `Web*`; the data comes from the auth and translation services. */

const uuid = { format: 'uuid' } as const;
const dateTime = { format: 'date-time' } as const;
const email = { format: 'email' } as const;
const role = { enum: Roles } as const;

@ApiSchema({ name: 'WebOrganization' })
export class OrganizationDoc {
  @ApiProperty(uuid) id: string;
  @ApiProperty() name: string;
  @ApiProperty(role) role: string;
}

@ApiSchema({ name: 'WebSession' })
export class SessionDoc {
  @ApiProperty({
    type: 'object',
    required: ['id', 'email'],
    selfRequired: true,
    properties: { id: { type: 'string', ...uuid }, email: { type: 'string', ...email } },
  })
  user: { id: string; email: string };

  @ApiProperty({ description: 'Send it as X-CSRF-Token on every state-changing request' }) csrfToken: string;
  @ApiProperty(dateTime) expiresAt: string;
  @ApiProperty({ type: [OrganizationDoc] }) organizations: OrganizationDoc[];
}

@ApiSchema({ name: 'WebSignedOut' })
export class SignedOutDoc {
  @ApiProperty({ type: 'boolean', enum: [true] }) signedOut: true;
}

@ApiSchema({ name: 'WebApiKey' })
export class ApiKeyDoc {
  @ApiProperty(uuid) id: string;
  @ApiProperty(uuid) organizationId: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'Prefix and last characters only' }) maskedKey: string;
  @ApiProperty({ type: String, nullable: true, description: 'Email of the creator' }) createdBy: string | null;
  @ApiProperty(dateTime) createdAt: string;
  @ApiProperty({ ...dateTime, type: String, nullable: true }) lastUsedAt: string | null;
  @ApiProperty({ ...dateTime, type: String, nullable: true }) revokedAt: string | null;
}

@ApiSchema({ name: 'WebCreatedKey' })
export class CreatedKeyDoc extends ApiKeyDoc {
  @ApiProperty({ description: 'The full key: shown this once' }) key: string;
}

@ApiSchema({ name: 'WebMember' })
export class MemberDoc {
  @ApiProperty(uuid) userId: string;
  @ApiProperty(email) email: string;
  @ApiProperty(role) role: string;
  @ApiProperty(dateTime) joinedAt: string;
}

@ApiSchema({ name: 'WebInvitation' })
export class InvitationDoc {
  @ApiProperty(uuid) id: string;
  @ApiProperty(email) email: string;
  @ApiProperty(role) role: string;
  @ApiProperty() invitedBy: string;
  @ApiProperty(dateTime) createdAt: string;
  @ApiProperty(dateTime) expiresAt: string;
}

@ApiSchema({ name: 'WebCreatedInvitation' })
export class CreatedInvitationDoc extends InvitationDoc {
  @ApiProperty({ description: 'Goes in the invitation link after `#`: shown this once' }) token: string;
}

@ApiSchema({ name: 'WebMembers' })
export class MembersDoc {
  @ApiProperty({ type: [MemberDoc] }) members: MemberDoc[];
  @ApiProperty({ type: [InvitationDoc] }) invitations: InvitationDoc[];
}

@ApiSchema({ name: 'WebInvitationPreview' })
export class InvitationPreviewDoc {
  @ApiProperty() organizationName: string;
  @ApiProperty(email) email: string;
  @ApiProperty(role) role: string;
  @ApiProperty(dateTime) expiresAt: string;
  @ApiProperty({ description: 'The email already has an account: the password is its own' }) existingUser: boolean;
}

@ApiSchema({ name: 'WebWebhookSecret' })
export class WebhookSecretDoc {
  @ApiProperty(uuid) organizationId: string;
  @ApiProperty({ description: '`whsec_` + base64 of the HMAC key (Standard Webhooks)' }) secret: string;
}

@ApiSchema({ name: 'WebUsageDay' })
export class UsageDayDoc {
  @ApiProperty({ format: 'date' }) day: string;
  @ApiProperty({
    description: '`translate`, `translate-file`, `translate-batch`, `translate-batch-async` or `agentic-translate`',
  })
  operation: string;

  @ApiProperty({ type: 'integer', minimum: 0 }) credits: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) words: number;
  @ApiProperty({ type: 'integer', minimum: 0 }) requests: number;
}

@ApiSchema({ name: 'WebUsage' })
export class UsageDoc {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty({ type: [UsageDayDoc], description: 'Only days and operations with usage' }) usage: UsageDayDoc[];
}
