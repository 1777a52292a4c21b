import type { Schema } from '@app/api-client';

// Shapes of the web app API's `data`, generated from the OpenAPI document (`npm run api-client`;
// Nest reads it from the controllers in apps/gateway/src/web-app and their DTOs), so the pages and the server cannot drift.

export type Role = Schema<'WebOrganization'>['role'];
export type Organization = Schema<'WebOrganization'>;
export type Session = Schema<'WebSession'>;
export type ApiKey = Schema<'WebApiKey'>;
export type CreatedKey = Schema<'WebCreatedKey'>;
export type Member = Schema<'WebMember'>;
export type Invitation = Schema<'WebInvitation'>;
export type CreatedInvitation = Schema<'WebCreatedInvitation'>;
export type Members = Schema<'WebMembers'>;
export type InvitationPreview = Schema<'WebInvitationPreview'>;
export type UsageDay = Schema<'WebUsageDay'>;
export type Usage = Schema<'WebUsage'>;
export type WebhookSecret = Schema<'WebWebhookSecret'>;

/** Owners and admins manage keys and the webhook secret (CONTRACT "Authentication"). */
export function managesKeys(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

/** Owners and admins change glossaries and their terms; members use them (README "Web workspace"). */
export function editsGlossaries(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}

// Shapes of the /v1 API's `data` the workspace pages read, generated from the same document.
export type Language = Schema<'LanguageDoc'>;
export type Glossary = Schema<'GlossaryDoc'>;
export type Term = Schema<'TermDoc'>;
export type Definition = Schema<'DefinitionDoc'>;
export type CaseSensitivity = Definition['caseSensitivity'];
export type BulkResult = Schema<'BulkPartialDoc'>;
export type BulkFailure = Schema<'BulkFailureDoc'>;
export type BatchResult = Schema<'BatchResultDoc'>;
export type TermCount = Schema<'CountTermsResponseDoc'>;
export type TermMatch = Schema<'TermMatchDoc'>;
export type TermCountSummary = Schema<'TermCountSummaryDoc'>;
/** GET /v1/usage: the plan, the month's credits and the rate limit, as a key sees them. */
export type MonthUsage = Schema<'UsageDoc'>;

// Documents and translation memories (CONTRACT "Documents", "Translation memories").
export type DocumentRecord = Schema<'DocumentRecordDoc'>;
export type DocumentCreated = Schema<'DocumentCreatedDoc'>;
export type DownloadLink = Schema<'DownloadLinkDoc'>;
export type Memory = Schema<'MemoryDoc'>;
export type MemoryUnit = Schema<'UnitDoc'>;
export type LookupMatch = Schema<'LookupMatchDoc'>;
export type MemoryImport = Schema<'MemoryImportDoc'>;

/** Owners and admins change memories and their units, as glossaries; members read and look up. */
export const editsMemories = editsGlossaries;
