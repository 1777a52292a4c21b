import { at, ok, OperationExample } from './examples';

/** Examples of the web app's API (apps/gateway/src/web-app), as the end-to-end tests of /app/api exchange them. */

const organizationId = '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b';
const userId = '7e6d5c4b-3a29-4180-9f8e-7d6c5b4a3928';
const keyId = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const INVITATION_TOKEN = 'r8Tn2Vq5Lx0Bz7Kc4Md1Pf9Gh3Sj6Wa2Ye5Ui8Oo1Em';
const later = '2026-01-08T12:00:00.000Z';
const session = {
  user: { id: userId, email: 'ana@example.com' },
  csrfToken: 'Xy3kP0aW9qLm2Rt7Vb5Nc8Zd1Fg4Hj6Ks3Qe0Uo2Iw',
  expiresAt: later,
  organizations: [{ id: organizationId, name: 'Acme', role: 'owner' }],
};
const apiKey = {
  id: keyId,
  organizationId,
  label: 'CI pipeline',
  maskedKey: 'tsk_4Jf8…Ik0w',
  createdBy: 'ana@example.com',
  createdAt: at,
  lastUsedAt: null,
  revokedAt: null,
};
const member = { userId, email: 'ana@example.com', role: 'owner', joinedAt: at };
const invitation = {
  id: '8b7a6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d',
  email: 'ben@example.com',
  role: 'member',
  invitedBy: 'ana@example.com',
  createdAt: at,
  expiresAt: later,
};
const secret = { organizationId, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' };

export const webAppExamples: Record<string, OperationExample> = {
  webSignIn: { request: { email: 'ana@example.com', password: 'correct horse battery staple' }, response: ok(session) },
  webGetSession: { response: ok(session) },
  webSignOut: { response: ok({ signedOut: true }) },
  webPreviewInvitation: {
    request: { token: INVITATION_TOKEN },
    response: ok({
      organizationName: 'Acme',
      email: invitation.email,
      role: 'member',
      expiresAt: later,
      existingUser: false,
    }),
  },
  webAcceptInvitation: {
    request: { token: INVITATION_TOKEN, password: 'a long new password' },
    response: ok({
      ...session,
      user: { id: '9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6e', email: invitation.email },
      organizations: [{ id: organizationId, name: 'Acme', role: 'member' }],
    }),
  },
  webListKeys: {
    response: ok([apiKey, { ...apiKey, id: '3b4c5d6e-7f8a-4b9c-8d0e-2f3a4b5c6d7e', label: 'Old', revokedAt: at }]),
  },
  webCreateKey: {
    request: { label: 'CI pipeline' },
    response: ok({ ...apiKey, key: 'tsk_4Jf8s0LqP2mZk7Xc1Vb9Nd3Wr6Ty5Ue8Io0Pa9fZk1Ik0w' }),
  },
  webRevokeKey: { response: ok({ ...apiKey, revokedAt: later }) },
  webListMembers: { response: ok({ members: [member], invitations: [invitation] }) },
  webInviteMember: {
    request: { email: invitation.email, role: 'member' },
    response: ok({ ...invitation, token: INVITATION_TOKEN }),
  },
  webChangeMemberRole: { request: { role: 'admin' }, response: ok({ ...member, role: 'admin' }) },
  webRemoveMember: { response: ok({ ...member, role: 'member' }) },
  webGetWebhookSecret: { response: ok(secret) },
  webRotateWebhookSecret: { response: ok({ ...secret, secret: 'whsec_Zp4n2Lk9Qw7Er5Ty3Ui1Op8As6Df4Gh2J' }) },
  webGetUsage: {
    response: ok({
      from: '2025-12-03',
      to: '2026-01-01',
      usage: [
        { day: '2025-12-30', operation: 'translate', credits: 412, words: 412, requests: 37 },
        { day: '2026-01-01', operation: 'agentic-translate', credits: 96, words: 24, requests: 2 },
      ],
    }),
  },
};
