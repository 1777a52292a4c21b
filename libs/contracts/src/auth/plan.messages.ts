import { IsNotEmpty, IsString, IsUUID, Matches, MaxLength } from 'class-validator';

/**
 * A plan (CONTRACT "Plans, quotas and limits"): requests per minute per API key and translation
 * credits per organization and calendar month (UTC). `null` is unlimited.
 */
export interface PlanInfo {
  name: string;
  requestsPerMinute: number | null;
  monthlyCredits: number | null;
}

/** Plan names are short identifiers, so they read well in the CLI and in error messages. */
export const PLAN_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]{0,39}$/;

export class SetOrganizationPlanRequest {
  /** Organization id or name. */
  @IsString()
  @IsNotEmpty()
  @MaxLength(200)
  org: string;

  @IsString()
  @Matches(PLAN_NAME_PATTERN, { message: 'plan must be a plan name such as free, pro or enterprise' })
  plan: string;
}

export class GetOrganizationPlanRequest {
  @IsUUID()
  organizationId: string;
}

export interface OrganizationPlanResponse {
  organizationId: string;
  plan: PlanInfo;
}

/** Published by auth whenever an organization's plan changes; every replica of every app hears it. */
export type OrganizationPlanChangedEvent = OrganizationPlanResponse;
