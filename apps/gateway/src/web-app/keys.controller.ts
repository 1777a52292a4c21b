import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { ApiKeyResponse, CreatedKeyResponse, Subjects } from '@app/contracts';
import { Public } from '../auth/public.decorator';
import { AuthenticatedRequest } from '../auth/caller.decorator';
import { CreateKeyBody } from './dto/web-app.bodies';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** API keys of one organization; the auth service refuses create and revoke to members (403). */
@ApiExcludeController()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId/keys')
export class KeysController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  async list(@Member() member: OrgMember, @Req() request: AuthenticatedRequest) {
    const keys = await this.rpc.send<ApiKeyResponse[]>(
      Subjects.auth.listKeys,
      { org: member.organizationId },
      { requestId: request.requestId },
    );
    return keys.reverse();
  }

  @Post()
  create(@Member() member: OrgMember, @Body() body: CreateKeyBody, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<CreatedKeyResponse>(
      Subjects.auth.createKey,
      { org: member.organizationId, label: body.label, createdBy: member.email },
      { requestId: request.requestId },
    );
  }

  @Post(':keyId/revoke')
  @HttpCode(200)
  revoke(
    @Member() member: OrgMember,
    @Param('keyId', ParseUUIDPipe) keyId: string,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.rpc.send<ApiKeyResponse>(
      Subjects.auth.revokeKey,
      { keyId, revokedBy: member.email, organizationId: member.organizationId },
      { requestId: request.requestId },
    );
  }
}
