import { Type } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { Role, Roles, USAGE_MAX_DAYS } from '@app/contracts';

export class SignInBody {
  @IsEmail()
  @MaxLength(320)
  email: string;

  @IsString()
  @IsNotEmpty()
  @MaxLength(1024)
  password: string;
}

export class CreateKeyBody {
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  label: string;
}

export class InviteBody {
  @IsEmail()
  @MaxLength(320)
  email: string;

  @IsIn(Roles)
  role: Role;
}

export class ChangeRoleBody {
  @IsIn(Roles)
  role: Role;
}

export class InvitationTokenBody {
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token: string;
}

export class AcceptInvitationBody extends InvitationTokenBody {
  @IsString()
  @MinLength(8)
  @MaxLength(1024)
  password: string;
}

export class UsageQuery {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(USAGE_MAX_DAYS)
  days?: number;
}
