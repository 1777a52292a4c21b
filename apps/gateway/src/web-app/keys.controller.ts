import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { ApiKeyResponse, CreatedKeyResponse, Subjects } from '@app/contracts';
import { Public } from '../auth/public.decorator';
import { ApiKeyIdParam, WebAppErrors, WebAppOperation, WebAppOrganizationRoutes } from '../docs/web-app-api';
import { CreateKeyBody } from './dto/web-app.bodies';
import { ApiKeyDoc, CreatedKeyDoc } from './dto/web-app.responses';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** API keys of one organization; the auth service refuses create and revoke to members (403). */
@WebAppOrganizationRoutes()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/keys')
export class KeysController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @WebAppOperation({
    operationId: 'webListKeys',
    summary: 'API keys, newest first',
    security: 'session',
    data: [ApiKeyDoc],
  })
  async list(@Member() member: OrgMember) {
    const keys = await this.rpc.send<ApiKeyResponse[]>(Subjects.auth.listKeys, { org: member.organizationId });
    return keys.reverse();
  }

  @Post()
  @WebAppOperation({
    operationId: 'webCreateKey',
    summary: 'Create an API key: the full key is answered this once',
    security: 'session+csrf',
    status: 201,
    data: CreatedKeyDoc,
    errors: { 403: `${WebAppErrors.MEMBERS_ONLY}; ${WebAppErrors.CROSS_SITE}` },
  })
  create(@Member() member: OrgMember, @Body() body: CreateKeyBody) {
    return this.rpc.send<CreatedKeyResponse>(Subjects.auth.createKey, {
      org: member.organizationId,
      label: body.label,
      createdBy: member.email,
    });
  }

  @Post(':keyId/revoke')
  @HttpCode(200)
  @ApiKeyIdParam()
  @WebAppOperation({
    operationId: 'webRevokeKey',
    summary: 'Revoke an API key: it stops working at once',
    security: 'session+csrf',
    data: ApiKeyDoc,
    errors: { 403: `${WebAppErrors.MEMBERS_ONLY}; ${WebAppErrors.CROSS_SITE}` },
  })
  revoke(@Member() member: OrgMember, @Param('keyId', ParseUUIDPipe) keyId: string) {
    return this.rpc.send<ApiKeyResponse>(Subjects.auth.revokeKey, {
      keyId,
      revokedBy: member.email,
      organizationId: member.organizationId,
    });
  }
}
