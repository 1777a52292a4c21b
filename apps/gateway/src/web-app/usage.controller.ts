import { Controller, Get, Query, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { Subjects, UsageByDayResponse } from '@app/contracts';
import { AuthenticatedRequest } from '../auth/caller.decorator';
import { Public } from '../auth/public.decorator';
import { UsageQuery } from './dto/web-app.bodies';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

const DEFAULT_DAYS = 30;

/** Credits per day and operation, read from the translation service's usage records; every member may see it. */
@ApiExcludeController()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/usage')
export class UsageController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  byDay(@Member() member: OrgMember, @Query() query: UsageQuery, @Req() request: AuthenticatedRequest) {
    // The org-scoped request shape carries a key id; a web session has none, so it names the session's user.
    const caller = { organizationId: member.organizationId, keyId: `web:${member.email}` };
    return this.rpc.send<UsageByDayResponse>(
      Subjects.translation.usageByDay,
      { caller, days: query.days ?? DEFAULT_DAYS },
      { requestId: request.requestId },
    );
  }
}
