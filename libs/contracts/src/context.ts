import { IsNotEmpty, IsString } from 'class-validator';
import { NestedObject } from './nested-object';

/** Who is calling: resolved by the gateway from the API key and sent with every org-scoped request. */
export class CallerContext {
  @IsString()
  @IsNotEmpty()
  organizationId: string;

  @IsString()
  @IsNotEmpty()
  keyId: string;
}

/** Base of every org-scoped message: the caller travels beside the message's own fields. */
export abstract class OrgScopedRequest {
  @NestedObject(() => CallerContext)
  caller: CallerContext;
}
