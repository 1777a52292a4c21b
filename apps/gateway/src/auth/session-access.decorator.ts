import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';

/**
 * What a signed-in web app session may do on a /v1 route (CONTRACT "Web workspace": the pages use
 * the same API as everyone else). `use`: every member (translate text and documents, read glossaries and memories, count terms,
 * look up a memory); `edit`: owners and admins only (change glossaries, memories and their entries). A route without it takes
 * API keys only.
 */
export type SessionAccess = 'use' | 'edit';

export const SESSION_ACCESS = 'sessionAccess';

const REFUSALS: Record<SessionAccess, string> = {
  use: 'Web app session: X-Organization-Id names none of your organizations, the CSRF token is missing or wrong, or the request came from another site',
  edit: 'Web app session: X-Organization-Id names none of your organizations, the CSRF token is missing or wrong, the request came from another site, or your role (member) may not change glossaries or memories',
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
