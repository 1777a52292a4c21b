import { SetMetadata } from '@nestjs/common';

/**
 * What a signed-in web app session may do on a /v1 route (CONTRACT "Web workspace": the pages use
 * the same API as everyone else). `use`: every member (translate, read glossaries, count terms);
 * `edit`: owners and admins only (change glossaries and their terms). A route without it takes
 * API keys only.
 */
export type SessionAccess = 'use' | 'edit';

export const SESSION_ACCESS = 'sessionAccess';

export const SessionAllowed = (access: SessionAccess) => SetMetadata(SESSION_ACCESS, access);
