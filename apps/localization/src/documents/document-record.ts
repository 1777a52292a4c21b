import { DocumentRecord } from '@app/contracts';
import { DocumentEntity } from './document.entity';

/** CONTRACT "Documents": the read of one document (history items are the same record). */
export function toDocumentRecord(document: DocumentEntity): DocumentRecord {
  return {
    id: document.id,
    status: document.status,
    progress: document.progress,
    filename: document.filename,
    format: document.format,
    sourceLanguage: document.detectedLanguage ?? document.sourceLanguage,
    targetLanguage: document.targetLanguage,
    createdAt: document.createdAt.toISOString(),
    completedAt: document.completedAt?.toISOString() ?? null,
    wordCount: document.wordCount,
    credits: document.credits,
    ...(document.glossaryId
      ? {
          terms:
            document.termsFound === null ? null : { found: document.termsFound, followed: document.termsFollowed ?? 0 },
        }
      : {}),
    ...(document.status === 'ERROR'
      ? { error: { message: document.errorMessage ?? 'The document could not be translated' } }
      : {}),
  };
}
