import type { OpenAPIObject, ReferenceObject, SchemaObject } from '@nestjs/swagger';
import { Roles, USAGE_MAX_DAYS } from '@app/contracts';
import { envelopeSchema, errorResponse, ErrorStatus } from './api-responses';

/**
 * The web app's own API (/app/api, apps/gateway/src/web-app) in the same document as the REST API:
 * cookie session + CSRF token instead of an API key. Its controllers stay out of Nest's scan
 * (`@ApiExcludeController`) and are described here, where the browser code's generated types come
 * from; the conformance check compares every /app/api exchange of the end-to-end tests with this.
 */

export const WEB_APP_TAG = {
  name: 'Web app',
  description: 'The web app’s own API (/app): sessions, keys, members, webhook secret, usage',
};

export const webAppSecuritySchemes = {
  sessionCookie: {
    type: 'apiKey',
    in: 'cookie',
    name: 'ts_session',
    description: 'Session set by signing in (HttpOnly, SameSite=Strict, path /app)',
  },
  csrfToken: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description: 'The session’s `csrfToken`: required with the cookie on every state-changing request',
  },
} as const;

const ref = (name: string): ReferenceObject => ({ $ref: `#/components/schemas/${name}` });
const string: SchemaObject = { type: 'string' };
const dateTime: SchemaObject = { type: 'string', format: 'date-time' };
const uuid: SchemaObject = { type: 'string', format: 'uuid' };
const role: SchemaObject = { type: 'string', enum: [...Roles] };
const nullable = (schema: SchemaObject): SchemaObject => ({ ...schema, nullable: true });
const object = (properties: Record<string, SchemaObject | ReferenceObject>, optional: string[] = []): SchemaObject => ({
  type: 'object',
  required: Object.keys(properties).filter((p) => !optional.includes(p)),
  properties,
});

const apiKey = {
  id: uuid,
  organizationId: uuid,
  label: string,
  maskedKey: { type: 'string', description: 'Prefix and last characters only' },
  createdBy: nullable({ type: 'string', description: 'Email of the creator' }),
  createdAt: dateTime,
  lastUsedAt: nullable(dateTime),
  revokedAt: nullable(dateTime),
};
const invitation = {
  id: uuid,
  email: { type: 'string', format: 'email' },
  role,
  invitedBy: string,
  createdAt: dateTime,
  expiresAt: dateTime,
};

export const webAppSchemas: Record<string, SchemaObject> = {
  WebSignInBody: object({
    email: { type: 'string', format: 'email', maxLength: 320 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  }),
  WebCreateKeyBody: object({ label: { type: 'string', minLength: 1, maxLength: 200 } }),
  WebInviteBody: object({ email: { type: 'string', format: 'email', maxLength: 320 }, role }),
  WebChangeRoleBody: object({ role }),
  WebInvitationTokenBody: object({ token: { type: 'string', minLength: 1, maxLength: 100 } }),
  WebAcceptInvitationBody: object({
    token: { type: 'string', minLength: 1, maxLength: 100 },
    password: { type: 'string', minLength: 8, maxLength: 1024 },
  }),
  WebOrganization: object({ id: uuid, name: string, role }),
  WebSession: object({
    user: object({ id: uuid, email: { type: 'string', format: 'email' } }),
    csrfToken: { type: 'string', description: 'Send it as X-CSRF-Token on every state-changing request' },
    expiresAt: dateTime,
    organizations: { type: 'array', items: ref('WebOrganization') },
  }),
  WebSignedOut: object({ signedOut: { type: 'boolean', enum: [true] } }),
  WebApiKey: object(apiKey),
  WebCreatedKey: object({ ...apiKey, key: { type: 'string', description: 'The full key: shown this once' } }),
  WebMember: object({ userId: uuid, email: { type: 'string', format: 'email' }, role, joinedAt: dateTime }),
  WebInvitation: object(invitation),
  WebCreatedInvitation: object({
    ...invitation,
    token: { type: 'string', description: 'Goes in the invitation link after `#`: shown this once' },
  }),
  WebMembers: object({
    members: { type: 'array', items: ref('WebMember') },
    invitations: { type: 'array', items: ref('WebInvitation') },
  }),
  WebInvitationPreview: object({
    organizationName: string,
    email: { type: 'string', format: 'email' },
    role,
    expiresAt: dateTime,
    existingUser: { type: 'boolean', description: 'The email already has an account: the password is its own' },
  }),
  WebWebhookSecret: object({
    organizationId: uuid,
    secret: { type: 'string', description: '`whsec_` + base64 of the HMAC key (Standard Webhooks)' },
  }),
  WebUsageDay: object({
    day: { type: 'string', format: 'date' },
    operation: {
      type: 'string',
      description: '`translate`, `translate-file`, `translate-batch`, `translate-batch-async` or `agentic-translate`',
    },
    credits: { type: 'integer', minimum: 0 },
    words: { type: 'integer', minimum: 0 },
    requests: { type: 'integer', minimum: 0 },
  }),
  WebUsage: object({
    from: { type: 'string', format: 'date' },
    to: { type: 'string', format: 'date' },
    usage: { type: 'array', description: 'Only days and operations with usage', items: ref('WebUsageDay') },
  }),
};

type Security = 'none' | 'session' | 'session+csrf';
const securityOf: Record<Security, Record<string, string[]>[]> = {
  none: [],
  session: [{ sessionCookie: [] }],
  'session+csrf': [{ sessionCookie: [], csrfToken: [] }],
};

interface WebOperation {
  operationId: string;
  summary: string;
  security: Security;
  body?: string;
  query?: Record<string, unknown>[];
  status?: number;
  data: string | SchemaObject;
  /** The route's own error statuses; the standard ones are added by addStandardResponses. */
  errors?: Partial<Record<401 | 403 | 404 | 409 | 410 | 429, string>>;
}

const orgPath = {
  name: 'orgId',
  in: 'path',
  required: true,
  schema: uuid,
  description: 'An organization of the session',
};
const pathParam = (name: string, description: string) => ({
  name,
  in: 'path',
  required: true,
  schema: uuid,
  description,
});
const MEMBERS_ONLY = 'The role does not allow it (owners and admins manage keys; only owners manage members)';
const CROSS_SITE = 'Cross-site request refused, or missing or wrong X-CSRF-Token';
const LOCKED = 'Ten failed sign-ins lock the email for 15 minutes (`RATE_LIMITED`, `details[0].lockedUntil`)';
const STALE_INVITATION = 'The invitation has expired or was already used (`GONE`)';

const operations: Record<string, Record<string, WebOperation>> = {
  '/app/api/session': {
    post: {
      operationId: 'webSignIn',
      summary: 'Sign in with email and password: sets the session cookie, answers the session',
      security: 'none',
      body: 'WebSignInBody',
      data: 'WebSession',
      errors: { 401: 'Wrong email or password', 403: 'Cross-site request refused', 429: LOCKED },
    },
    get: { operationId: 'webGetSession', summary: 'The signed-in session', security: 'session', data: 'WebSession' },
    delete: {
      operationId: 'webSignOut',
      summary: 'Sign out: ends the session and clears the cookie',
      security: 'session+csrf',
      data: 'WebSignedOut',
      errors: { 403: CROSS_SITE },
    },
  },
  '/app/api/invitations/preview': {
    post: {
      operationId: 'webPreviewInvitation',
      summary: 'What an invitation token invites to, before accepting it',
      security: 'none',
      body: 'WebInvitationTokenBody',
      data: 'WebInvitationPreview',
      errors: { 404: 'Unknown invitation token', 410: STALE_INVITATION },
    },
  },
  '/app/api/invitations/accept': {
    post: {
      operationId: 'webAcceptInvitation',
      summary: 'Accept an invitation (a new account takes the password): signs in like webSignIn',
      security: 'none',
      body: 'WebAcceptInvitationBody',
      data: 'WebSession',
      errors: {
        401: 'Wrong password of the existing account the invitation is for',
        403: 'Cross-site request refused',
        404: 'Unknown invitation token',
        410: STALE_INVITATION,
        429: LOCKED,
      },
    },
  },
  '/app/api/orgs/{orgId}/keys': {
    get: { operationId: 'webListKeys', summary: 'API keys, newest first', security: 'session', data: 'WebApiKey[]' },
    post: {
      operationId: 'webCreateKey',
      summary: 'Create an API key: the full key is answered this once',
      security: 'session+csrf',
      body: 'WebCreateKeyBody',
      status: 201,
      data: 'WebCreatedKey',
      errors: { 403: `${MEMBERS_ONLY}; ${CROSS_SITE}` },
    },
  },
  '/app/api/orgs/{orgId}/keys/{keyId}/revoke': {
    post: {
      operationId: 'webRevokeKey',
      summary: 'Revoke an API key: it stops working at once',
      security: 'session+csrf',
      data: 'WebApiKey',
      errors: { 403: `${MEMBERS_ONLY}; ${CROSS_SITE}` },
    },
  },
  '/app/api/orgs/{orgId}/members': {
    get: {
      operationId: 'webListMembers',
      summary: 'Members and pending invitations',
      security: 'session',
      data: 'WebMembers',
    },
  },
  '/app/api/orgs/{orgId}/invitations': {
    post: {
      operationId: 'webInviteMember',
      summary: 'Invite someone by email with a role (owners only)',
      security: 'session+csrf',
      body: 'WebInviteBody',
      status: 201,
      data: 'WebCreatedInvitation',
      errors: { 403: `${MEMBERS_ONLY}; ${CROSS_SITE}`, 409: 'Already a member, or already invited' },
    },
  },
  '/app/api/orgs/{orgId}/members/{userId}': {
    patch: {
      operationId: 'webChangeMemberRole',
      summary: 'Change a member’s role (owners only)',
      security: 'session+csrf',
      body: 'WebChangeRoleBody',
      data: 'WebMember',
      errors: { 403: `${MEMBERS_ONLY}; ${CROSS_SITE}`, 409: 'The organization would lose its last owner' },
    },
    delete: {
      operationId: 'webRemoveMember',
      summary: 'Remove a member (owners only)',
      security: 'session+csrf',
      data: 'WebMember',
      errors: { 403: `${MEMBERS_ONLY}; ${CROSS_SITE}`, 409: 'The organization would lose its last owner' },
    },
  },
  '/app/api/orgs/{orgId}/webhook-secret': {
    get: {
      operationId: 'webGetWebhookSecret',
      summary: 'The webhook signing secret (owners and admins)',
      security: 'session',
      data: 'WebWebhookSecret',
      errors: { 403: 'Members may not see it' },
    },
  },
  '/app/api/orgs/{orgId}/webhook-secret/rotate': {
    post: {
      operationId: 'webRotateWebhookSecret',
      summary: 'Replace the webhook secret: the old one stops signing at once (owners and admins)',
      security: 'session+csrf',
      data: 'WebWebhookSecret',
      errors: { 403: `Members may not rotate it; ${CROSS_SITE}` },
    },
  },
  '/app/api/orgs/{orgId}/usage': {
    get: {
      operationId: 'webGetUsage',
      summary: 'Credits, words and requests per day and operation (every member)',
      security: 'session',
      query: [
        {
          name: 'days',
          in: 'query',
          required: false,
          schema: { type: 'integer', minimum: 1, maximum: USAGE_MAX_DAYS, default: 30 },
          description: 'Days back from today (UTC)',
        },
      ],
      data: 'WebUsage',
    },
  },
};

function dataSchema(data: string | SchemaObject): SchemaObject | ReferenceObject {
  if (typeof data !== 'string') return data;
  return data.endsWith('[]') ? { type: 'array', items: ref(data.slice(0, -2)) } : ref(data);
}

function toOperation(path: string, op: WebOperation) {
  const parameters = [
    ...(path.includes('{orgId}') ? [orgPath] : []),
    ...(path.includes('{keyId}') ? [pathParam('keyId', 'API key ID')] : []),
    ...(path.includes('{userId}') ? [pathParam('userId', 'User ID of the member')] : []),
    ...(op.query ?? []),
  ];
  const errors = Object.fromEntries(
    Object.entries(op.errors ?? {}).map(([status, description]) => {
      // The sign-in lock is not the API-key rate limit: no Retry-After nor RateLimit-* headers.
      return [status, errorResponse(Number(status) as ErrorStatus, description, false)];
    }),
  );
  return {
    operationId: op.operationId,
    summary: op.summary,
    tags: [WEB_APP_TAG.name],
    security: securityOf[op.security],
    parameters,
    ...(op.body ? { requestBody: { required: true, content: { 'application/json': { schema: ref(op.body) } } } } : {}),
    responses: {
      [op.status ?? 200]: {
        description: 'Success',
        content: { 'application/json': { schema: envelopeSchema(dataSchema(op.data)) } },
      },
      ...(op.security === 'none' ? {} : { 401: errorResponse(401, 'No session, or it has ended (`UNAUTHORIZED`)') }),
      ...(path.includes('{orgId}')
        ? { 404: errorResponse(404, 'Not a member of this organization, or unknown id') }
        : {}),
      ...errors,
    },
    // The web app's own errors above; addStandardResponses adds the common ones (400, 413, 500, ...).
    'x-web-app': true,
  };
}

/** Adds the web app's paths, schemas and security schemes to the document Nest built. */
export function addWebAppApi(document: OpenAPIObject): OpenAPIObject {
  for (const [path, methods] of Object.entries(operations)) {
    document.paths[path] = Object.fromEntries(
      Object.entries(methods).map(([method, op]) => [method, toOperation(path, op)]),
    );
  }
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...webAppSchemas },
    securitySchemes: { ...document.components?.securitySchemes, ...webAppSecuritySchemes },
  };
  return document;
}
