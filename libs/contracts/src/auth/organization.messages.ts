import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateOrganizationRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;
}

export interface OrganizationResponse {
  id: string;
  name: string;
  /** Name of the organization's plan. */
  plan: string;
  createdAt: string;
}

export class GetWebhookSecretRequest {
  /** Organization id or name. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  org: string;

  /** Email of the member asking (web app): only owners and admins may see the secret. Omitted by services and the CLI. */
  @IsOptional()
  @IsEmail()
  @MaxLength(320)
  requestedBy?: string;
}

export class RotateWebhookSecretRequest extends GetWebhookSecretRequest {}

/** The key that signs the organization's webhooks: `whsec_` + base64 of the HMAC key bytes. */
export interface WebhookSecretResponse {
  organizationId: string;
  secret: string;
}
