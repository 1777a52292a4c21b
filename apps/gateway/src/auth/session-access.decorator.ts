import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';

/**
 * What a signed-in web app session may do on a /v1 route (CONTRACT "Web workspace": the pages use
 * the same API as everyone else). `use`: every member (translate, read glossaries, count terms);
 * `edit`: owners and admins only (change glossaries and their terms). A route without it takes
 * API keys only.
 */
export type SessionAccess = 'use' | 'edit';

export const SESSION_ACCESS = 'sessionAccess';

const REFUSALS: Record<SessionAccess, string> = {
  use: 'Web app session: X-Organization-Id names none of your organizations, the CSRF token is missing or wrong, or the request came from another site',
  edit: 'Web app session: X-Organization-Id names none of your organizations, the CSRF token is missing or wrong, the request came from another site, or your role (member) may not change glossaries',
};

export const SessionAllowed = (access: SessionAccess) =>
  applyDecorators(
    SetMetadata(SESSION_ACCESS, access),
    ApiHeader({
      name: 'X-Organization-Id',
      required: false,
      description: "With the web app's session cookie in place of an API key: the organization the request is for",
    }),
    ApiResponse({ status: 403, description: REFUSALS[access] }),
  );
