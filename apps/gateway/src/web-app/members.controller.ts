import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { RpcClient } from '@app/common';
import { CreatedInvitationResponse, MemberResponse, MembersResponse, Subjects } from '@app/contracts';
import { AuthenticatedRequest } from '../auth/caller.decorator';
import { Public } from '../auth/public.decorator';
import { ChangeRoleBody, InviteBody } from './dto/web-app.bodies';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

/** Members and pending invitations; the auth service lets only owners change them. */
@ApiExcludeController()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId')
export class MembersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('members')
  list(@Member() member: OrgMember, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<MembersResponse>(
      Subjects.auth.listMembers,
      { organizationId: member.organizationId, actor: member.email },
      { requestId: request.requestId },
    );
  }

  @Post('invitations')
  invite(@Member() member: OrgMember, @Body() body: InviteBody, @Req() request: AuthenticatedRequest) {
    return this.rpc.send<CreatedInvitationResponse>(
      Subjects.auth.inviteMember,
      { organizationId: member.organizationId, actor: member.email, email: body.email, role: body.role },
      { requestId: request.requestId },
    );
  }

  @Patch('members/:userId')
  changeRole(
    @Member() member: OrgMember,
    @Param('userId', ParseUUIDPipe) userId: string,
    @Body() body: ChangeRoleBody,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.rpc.send<MemberResponse>(
      Subjects.auth.changeMemberRole,
      { organizationId: member.organizationId, actor: member.email, userId, role: body.role },
      { requestId: request.requestId },
    );
  }

  @Delete('members/:userId')
  remove(
    @Member() member: OrgMember,
    @Param('userId', ParseUUIDPipe) userId: string,
    @Req() request: AuthenticatedRequest,
  ) {
    return this.rpc.send<MemberResponse>(
      Subjects.auth.removeMember,
      { organizationId: member.organizationId, actor: member.email, userId },
      { requestId: request.requestId },
    );
  }
}
