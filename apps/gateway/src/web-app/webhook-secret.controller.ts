import { Controller, Get, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { Subjects, WebhookSecretResponse } from '@app/contracts';
import { AuthenticatedRequest } from '../auth/caller.decorator';
import { Public } from '../auth/public.decorator';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** The organization's webhook signing secret; the auth service shows and rotates it for owners and admins only. */
@ApiExcludeController()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/webhook-secret')
export class WebhookSecretController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  reveal(@Member() member: OrgMember, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<WebhookSecretResponse>(
      Subjects.auth.getWebhookSecret,
      { org: member.organizationId, requestedBy: member.email },
      { requestId: request.requestId },
    );
  }

  @Post('rotate')
  @HttpCode(200)
  rotate(@Member() member: OrgMember, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<WebhookSecretResponse>(
      Subjects.auth.rotateWebhookSecret,
      { org: member.organizationId, requestedBy: member.email },
      { requestId: request.requestId },
    );
  }
}
