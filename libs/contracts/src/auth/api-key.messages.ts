import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength } from 'class-validator';

export class CreateKeyRequest {
  /** Organization id or name. */
  @IsString()
  @IsNotEmpty()
  org: string;

  @ApiProperty({ minLength: 1, maxLength: 200 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  label: string;

  /** Email of the member creating the key; omitted for the administration CLI. */
  @IsOptional()
  @IsString()
  createdBy?: string;
}

export class ListKeysRequest {
  @IsString()
  @IsNotEmpty()
  org: string;
}

export class RevokeKeyRequest {
  @IsUUID()
  keyId: string;

  /** When given, only a member with role owner or admin of the key's organization may revoke. */
  @IsOptional()
  @IsString()
  revokedBy?: string;

  /** When given, a key of another organization is "not found" (the web app revokes within one organization). */
  @IsOptional()
  @IsUUID()
  organizationId?: string;
}

export class VerifyKeyRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(512)
  key: string;
}

export interface ApiKeyResponse {
  id: string;
  organizationId: string;
  label: string;
  maskedKey: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** Returned once, at creation: the only time the full key is seen. */
export interface CreatedKeyResponse extends ApiKeyResponse {
  key: string;
}

export interface VerifiedKeyResponse {
  keyId: string;
  organizationId: string;
}

export interface KeyRevokedEvent {
  keyId: string;
  keyHash: string;
}
