import { InvitationResponse } from '@app/contracts';
import { InvitationEntity } from './invitation.entity';

export function toInvitationResponse(invitation: InvitationEntity): InvitationResponse {
  return {
    id: invitation.id,
    email: invitation.email,
    role: invitation.role,
    invitedBy: invitation.invitedBy,
    createdAt: invitation.createdAt.toISOString(),
    expiresAt: invitation.expiresAt.toISOString(),
  };
}
