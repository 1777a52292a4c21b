import { BaseServiceConfig } from '@app/common';
import { PLAN_NAME_PATTERN } from '@app/contracts';
import { IsString, Matches } from 'class-validator';

export class AuthConfig extends BaseServiceConfig {
  /** Plan given to new organizations (CONTRACT); must name a plan, checked at boot. */
  @Matches(PLAN_NAME_PATTERN)
  DEFAULT_PLAN: string = 'free';

  /** Plans added or overridden at boot (JSON, see plans/plans-setting.ts and the README); empty: the defaults. */
  @IsString()
  PLANS: string = '';
}
