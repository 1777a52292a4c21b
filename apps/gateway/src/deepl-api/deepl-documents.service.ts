import { Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { CallerContext, DocumentRecord } from '@app/contracts';
import { DocumentsClient } from '../documents/documents.client';
import { UploadedFile } from '../uploads/multipart-files';
import { fromDeeplCode } from './deepl-language-codes';
import { deeplDocumentFailed, deeplDocumentNotFound, deeplDocumentNotReady } from './deepl.errors';
import { DeeplDocumentBody } from './dto/deepl-document.body';

/** DeepL's document states; its clients throw on any other word. */
export type DeeplDocumentState = 'queued' | 'translating' | 'done' | 'error';

/** How long a status request waits for a document about to finish, so a client's next poll (5 s in deepl-node) is rarely needed. */
const STATUS_WAIT_MS = 3_000;

/**
 * The key answered with a document: derived from its id and organization, so nothing is stored;
 * the document itself is already reachable only with a key of its organization.
 */
function documentKey(caller: CallerContext, id: string): string {
  return createHash('sha256').update(`deepl-document:${caller.organizationId}:${id}`).digest('base64url');
}

/** DeepL's `/v2/document` (upload, status, result) on this service's documents (README "DeepL API"). */
@Injectable()
export class DeeplDocuments {
  constructor(private readonly documents: DocumentsClient) {}

  async upload(caller: CallerContext, file: UploadedFile | undefined, body: DeeplDocumentBody) {
    const { id } = await this.documents.start(caller, file, {
      sourceLanguage: body.source_lang ? fromDeeplCode(body.source_lang) : 'auto',
      targetLanguage: fromDeeplCode(body.target_lang),
      ...(body.glossary_id ? { glossaryId: body.glossary_id } : {}),
    });
    return { document_id: id, document_key: documentKey(caller, id) };
  }

  async status(caller: CallerContext, id: string, key: string) {
    this.checkKey(caller, id, key);
    let record = await this.documents.get(caller, id);
    if (record.status === 'PENDING')
      record = await this.documents.waitUntilDone(caller, id, STATUS_WAIT_MS).catch(() => record);
    return {
      document_id: id,
      status: stateOf(record),
      ...(record.status === 'PENDING' && record.progress > 0 ? { seconds_remaining: secondsRemaining(record) } : {}),
      ...(record.status === 'READY' ? { billed_characters: record.credits ?? 0 } : {}),
      ...(record.status === 'ERROR' ? { error_message: record.error?.message ?? 'translation failed' } : {}),
    };
  }

  /** The file; 503 before it is done (deepl-node's DocumentNotReadyError), 400 with the reason once failed. */
  async result(caller: CallerContext, id: string, key: string) {
    this.checkKey(caller, id, key);
    const record = await this.documents.get(caller, id);
    if (record.status === 'PENDING') throw deeplDocumentNotReady(id);
    if (record.status === 'ERROR') throw deeplDocumentFailed(record.error?.message ?? 'translation failed');
    return this.documents.readFile(caller, id);
  }

  private checkKey(caller: CallerContext, id: string, key: string): void {
    const expected = Buffer.from(documentKey(caller, id));
    const given = Buffer.from(key);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw deeplDocumentNotFound(id);
  }
}

function stateOf(record: DocumentRecord): DeeplDocumentState {
  if (record.status === 'READY') return 'done';
  if (record.status === 'ERROR') return 'error';
  return record.progress > 0 ? 'translating' : 'queued';
}

/** From the pace so far: the time taken times the share left. */
function secondsRemaining(record: DocumentRecord): number {
  const elapsed = (Date.now() - Date.parse(record.createdAt)) / 1000;
  return Math.max(1, Math.round((elapsed * (100 - record.progress)) / record.progress));
}
