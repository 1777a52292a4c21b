// Shapes of the web app API's `data` (apps/gateway/src/web-app), as the pages read them.

export type Role = 'owner' | 'admin' | 'member';

export interface Organization {
  id: string;
  name: string;
  role: Role;
}

export interface Session {
  user: { id: string; email: string };
  csrfToken: string;
  expiresAt: string;
  organizations: Organization[];
}

export interface ApiKey {
  id: string;
  label: string;
  maskedKey: string;
  createdBy: string | null;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

export interface CreatedKey extends ApiKey {
  key: string;
}

export interface Member {
  userId: string;
  email: string;
  role: Role;
  joinedAt: string;
}

export interface Invitation {
  id: string;
  email: string;
  role: Role;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
}

export interface CreatedInvitation extends Invitation {
  token: string;
}

export interface Members {
  members: Member[];
  invitations: Invitation[];
}

export interface InvitationPreview {
  organizationName: string;
  email: string;
  role: Role;
  expiresAt: string;
  existingUser: boolean;
}

export interface UsageDay {
  day: string;
  operation: string;
  credits: number;
  words: number;
  requests: number;
}

export interface Usage {
  from: string;
  to: string;
  usage: UsageDay[];
}

/** Owners and admins manage keys and the webhook secret (CONTRACT "Authentication"). */
export function managesKeys(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}
