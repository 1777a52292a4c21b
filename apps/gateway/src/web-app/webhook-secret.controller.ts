import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { Subjects, WebhookSecretResponse } from '@app/contracts';
import { Public } from '../auth/public.decorator';
import { WebAppErrors, WebAppOperation, WebAppOrganizationRoutes } from '../docs/web-app-api';
import { WebhookSecretDoc } from './dto/web-app.responses';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** The organization's webhook signing secret; the auth service shows and rotates it for owners and admins only. */
@WebAppOrganizationRoutes()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/webhook-secret')
export class WebhookSecretController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @WebAppOperation({
    operationId: 'webGetWebhookSecret',
    summary: 'The webhook signing secret (owners and admins)',
    security: 'session',
    data: WebhookSecretDoc,
    errors: { 403: 'Members may not see it' },
  })
  reveal(@Member() member: OrgMember) {
    return this.rpc.send<WebhookSecretResponse>(Subjects.auth.getWebhookSecret, {
      org: member.organizationId,
      requestedBy: member.email,
    });
  }

  @Post('rotate')
  @HttpCode(200)
  @WebAppOperation({
    operationId: 'webRotateWebhookSecret',
    summary: 'Replace the webhook secret: the old one stops signing at once (owners and admins)',
    security: 'session+csrf',
    data: WebhookSecretDoc,
    errors: { 403: `Members may not rotate it; ${WebAppErrors.CROSS_SITE}` },
  })
  rotate(@Member() member: OrgMember) {
    return this.rpc.send<WebhookSecretResponse>(Subjects.auth.rotateWebhookSecret, {
      org: member.organizationId,
      requestedBy: member.email,
    });
  }
}
