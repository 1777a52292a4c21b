import { IsNotEmpty, IsString, MaxLength } from 'class-validator';

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
