import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { Role } from './user.messages';

export class SignInRequest {
  @ApiProperty({ format: 'email', maxLength: 320 })
  @IsEmail()
  @MaxLength(320)
  email: string;

  @ApiProperty({ minLength: 1, maxLength: 1024 })
  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password: string;
}

/** The opaque id the browser holds in its cookie; the auth service stores only its hash. */
export class SessionRequest {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  sessionId: string;
}

export interface SignedInResponse {
  sessionId: string;
  expiresAt: string;
}

export interface SessionMembership {
  organizationId: string;
  organizationName: string;
  role: Role;
}

/** A live session: who is signed in, the CSRF token its state-changing requests must carry, and where they belong. */
export interface SessionResponse {
  user: { id: string; email: string };
  csrfToken: string;
  expiresAt: string;
  memberships: SessionMembership[];
}
