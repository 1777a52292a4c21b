import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Patch, Post, UseGuards } from '@nestjs/common';
import { RpcClient } from '@app/common';
import { CreatedInvitationResponse, MemberResponse, MembersResponse, Subjects } from '@app/contracts';
import { Public } from '../auth/public.decorator';
import { MemberIdParam, WebAppErrors, WebAppOperation, WebAppOrganizationRoutes } from '../docs/web-app-api';
import { ChangeRoleBody, InviteBody } from './dto/web-app.bodies';
import { CreatedInvitationDoc, MemberDoc, MembersDoc } from './dto/web-app.responses';
import { Member, OrgMember } from './web-session';
import { WebSessionGuard } from './web-session.guard';

const LAST_OWNER = 'The organization would lose its last owner';

/** Members and pending invitations; the auth service lets only owners change them. */
@WebAppOrganizationRoutes()
@Public()
@UseGuards(WebSessionGuard)
@Controller('app/api/orgs/:orgId')
export class MembersController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('members')
  @WebAppOperation({
    operationId: 'webListMembers',
    summary: 'Members and pending invitations',
    security: 'session',
    data: MembersDoc,
  })
  list(@Member() member: OrgMember) {
    return this.rpc.send<MembersResponse>(Subjects.auth.listMembers, {
      organizationId: member.organizationId,
      actor: member.email,
    });
  }

  @Post('invitations')
  @WebAppOperation({
    operationId: 'webInviteMember',
    summary: 'Invite someone by email with a role (owners only)',
    security: 'session+csrf',
    status: 201,
    data: CreatedInvitationDoc,
    errors: {
      403: `${WebAppErrors.MEMBERS_ONLY}; ${WebAppErrors.CROSS_SITE}`,
      409: 'Already a member, or already invited',
    },
  })
  invite(@Member() member: OrgMember, @Body() body: InviteBody) {
    return this.rpc.send<CreatedInvitationResponse>(Subjects.auth.inviteMember, {
      organizationId: member.organizationId,
      actor: member.email,
      email: body.email,
      role: body.role,
    });
  }

  @Patch('members/:userId')
  @MemberIdParam()
  @WebAppOperation({
    operationId: 'webChangeMemberRole',
    summary: 'Change a member’s role (owners only)',
    security: 'session+csrf',
    data: MemberDoc,
    errors: { 403: `${WebAppErrors.MEMBERS_ONLY}; ${WebAppErrors.CROSS_SITE}`, 409: LAST_OWNER },
  })
  changeRole(
    @Member() member: OrgMember,
    @Param('userId', ParseUUIDPipe) userId: string,
    @Body() body: ChangeRoleBody,
  ) {
    return this.rpc.send<MemberResponse>(Subjects.auth.changeMemberRole, {
      organizationId: member.organizationId,
      actor: member.email,
      userId,
      role: body.role,
    });
  }

  @Delete('members/:userId')
  @MemberIdParam()
  @WebAppOperation({
    operationId: 'webRemoveMember',
    summary: 'Remove a member (owners only)',
    security: 'session+csrf',
    data: MemberDoc,
    errors: { 403: `${WebAppErrors.MEMBERS_ONLY}; ${WebAppErrors.CROSS_SITE}`, 409: LAST_OWNER },
  })
  remove(@Member() member: OrgMember, @Param('userId', ParseUUIDPipe) userId: string) {
    return this.rpc.send<MemberResponse>(Subjects.auth.removeMember, {
      organizationId: member.organizationId,
      actor: member.email,
      userId,
    });
  }
}
