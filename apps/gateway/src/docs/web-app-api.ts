import { applyDecorators, Type } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiSecurity, ApiTags, type DocumentBuilder } from '@nestjs/swagger';
import { ApiEnvelope, ApiErrors, ErrorStatus } from './api-responses';

/*
 * The web app's own API (/app/api, apps/gateway/src/web-app) in the same document as the REST API:
 * cookie session + CSRF token instead of an API key. Its controllers are read by Nest like the
 * others, with these decorators; the browser code's types are generated from the document, and
 * the conformance check compares every /app/api exchange of the end-to-end tests with it.
 */

export const WEB_APP_TAG = {
  name: 'Web app',
  description: 'The web app’s own API (/app): sessions, keys, members, webhook secret, usage',
};

/** Where a web app operation lives: `addStandardResponses` gives these the web app's standard errors. */
export const WEB_APP_PATH_PREFIX = '/app/api/';

type SecurityScheme = Parameters<DocumentBuilder['addSecurity']>[1];

export const webAppSecuritySchemes: Record<string, SecurityScheme> = {
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
};

/** `none`: signs in (no requirement); `session`: the cookie; `session+csrf`: the cookie and the CSRF token, together. */
type Security = 'none' | 'session' | 'session+csrf';

interface WebOperation {
  operationId: string;
  summary: string;
  security: Security;
  /** 200 unless said. */
  status?: number;
  data: Type<unknown> | [Type<unknown>];
  /** The route's own error statuses; the standard ones are added by addStandardResponses. */
  errors?: Partial<Record<401 | 403 | 404 | 409 | 410 | 429, string>>;
}

/** Web app error answers: the envelope, without the API-key rate limit's headers (the sign-in lock has none). */
const WebAppErrorResponses = (descriptions: Partial<Record<ErrorStatus, string>>) =>
  ApiErrors(descriptions, { rateLimited: false });

/** A controller of the web app's API, under its tag. */
export const WebAppController = () => ApiTags(WEB_APP_TAG.name);

/** One operation of the web app's API: id, security requirement, envelope and its own errors. */
export function WebAppOperation(op: WebOperation) {
  return applyDecorators(
    ApiOperation({ operationId: op.operationId, summary: op.summary }),
    ...(op.security === 'none'
      ? []
      : [ApiSecurity(op.security === 'session' ? { sessionCookie: [] } : { sessionCookie: [], csrfToken: [] })]),
    ApiEnvelope(op.data, { status: op.status }),
    WebAppErrorResponses({
      ...(op.security === 'none' ? {} : { 401: 'No session, or it has ended (`UNAUTHORIZED`)' }),
      ...op.errors,
    }),
  );
}

const uuidParam = (name: string, description: string) =>
  ApiParam({ name, required: true, schema: { type: 'string', format: 'uuid' }, description });

/** The routes under /app/api/orgs/{orgId}: the organization is one of the session's, or the answer is a 404. */
export const WebAppOrganizationRoutes = () =>
  applyDecorators(
    WebAppController(),
    uuidParam('orgId', 'An organization of the session'),
    WebAppErrorResponses({ 404: 'Not a member of this organization, or unknown id' }),
  );

export const ApiKeyIdParam = () => uuidParam('keyId', 'API key ID');
export const MemberIdParam = () => uuidParam('userId', 'User ID of the member');

/** Shared wording of the web app's errors. */
export const WebAppErrors = {
  MEMBERS_ONLY: 'The role does not allow it (owners and admins manage keys; only owners manage members)',
  CROSS_SITE: 'Cross-site request refused, or missing or wrong X-CSRF-Token',
  LOCKED: 'Ten failed sign-ins lock the email for 15 minutes (`RATE_LIMITED`, `details[0].lockedUntil`)',
  STALE_INVITATION: 'The invitation has expired or was already used (`GONE`)',
} as const;
