import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';

export const Roles = ['owner', 'admin', 'member'] as const;
export type Role = (typeof Roles)[number];

export class CreateUserRequest {
  /** Organization id or name. */
  @IsString()
  @IsNotEmpty()
  org: string;

  @IsEmail()
  @MaxLength(320)
  email: string;

  @IsString()
  @MinLength(8)
  @MaxLength(1024)
  password: string;

  @IsIn(Roles)
  role: Role;
}

export interface UserResponse {
  id: string;
  email: string;
  organizationId: string;
  role: Role;
  createdAt: string;
}
