import { IsBoolean, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';

export class CreateOrganizationRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  name: string;
}

export interface OrganizationResponse {
  id: string;
  name: string;
  createdAt: string;
}

export class GetWebhookSecretRequest {
  /** Organization id or name. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  org: string;

  /** Replace the secret with a new one first (the old one stops signing at once). */
  @IsOptional()
  @IsBoolean()
  rotate?: boolean;
}

/** The key that signs the organization's webhooks: `whsec_` + base64 of the HMAC key bytes. */
export interface WebhookSecretResponse {
  organizationId: string;
  secret: string;
}
