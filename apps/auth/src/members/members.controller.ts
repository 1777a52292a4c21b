import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  AcceptInvitationRequest,
  ChangeRoleRequest,
  InvitationTokenRequest,
  InviteMemberRequest,
  ListMembersRequest,
  RemoveMemberRequest,
  Subjects,
} from '@app/contracts';
import { InvitationsService } from './invitations.service';
import { MembersService } from './members.service';

@Controller()
export class MembersController {
  constructor(
    private readonly members: MembersService,
    private readonly invitations: InvitationsService,
  ) {}

  @MessagePattern(Subjects.auth.listMembers)
  list(@Payload() request: ListMembersRequest) {
    return this.members.list(request);
  }

  @MessagePattern(Subjects.auth.inviteMember)
  invite(@Payload() request: InviteMemberRequest) {
    return this.members.invite(request);
  }

  @MessagePattern(Subjects.auth.changeMemberRole)
  changeRole(@Payload() request: ChangeRoleRequest) {
    return this.members.changeRole(request);
  }

  @MessagePattern(Subjects.auth.removeMember)
  remove(@Payload() request: RemoveMemberRequest) {
    return this.members.remove(request);
  }

  @MessagePattern(Subjects.auth.previewInvitation)
  preview(@Payload() request: InvitationTokenRequest) {
    return this.invitations.preview(request.token);
  }

  @MessagePattern(Subjects.auth.acceptInvitation)
  accept(@Payload() request: AcceptInvitationRequest) {
    return this.invitations.accept(request);
  }
}
