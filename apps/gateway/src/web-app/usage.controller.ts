import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { Subjects, UsageByDayResponse } from '@app/contracts';
import { Public } from '../auth/public.decorator';
import { WebAppOperation, WebAppOrganizationRoutes } from '../docs/web-app-api';
import { DEFAULT_USAGE_DAYS, UsageQuery } from './dto/web-app.bodies';
import { UsageDoc } from './dto/web-app.responses';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** Credits per day and operation, read from the translation service's usage records; every member may see it. */
@WebAppOrganizationRoutes()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/usage')
export class UsageController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @WebAppOperation({
    operationId: 'webGetUsage',
    summary: 'Credits, words and requests per day and operation (every member)',
    security: 'session',
    data: UsageDoc,
  })
  byDay(@Member() member: OrgMember, @Query() query: UsageQuery) {
    // The org-scoped request shape carries a key id; a web session has none, so it names the session's user.
    const caller = { organizationId: member.organizationId, keyId: `web:${member.email}` };
    return this.rpc.send<UsageByDayResponse>(Subjects.translation.usageByDay, {
      caller,
      days: query.days ?? DEFAULT_USAGE_DAYS,
    });
  }
}
