import { Injectable, Logger } from '@nestjs/common';
import {
  DocumentCreatedResponse,
  DocumentIdRequest,
  DocumentRecord,
  ListDocumentsRequest,
  LocalizationLimits,
  StartDocumentRequest,
} from '@app/contracts';
import { assertPublicHttpUrl, BlockedAddressError } from '@app/net-guard';
import { randomUUID } from 'node:crypto';
import { LocalizationConfig } from '../config/localization.config';
import { FilesService } from '../files/files.service';
import { MemoryClient } from '../translation/memory.client';
import { QuotaClient } from '../translation/quota.client';
import { TranslateBatchClient } from '../translation/translate-batch.client';
import { DocumentWorker } from '../worker/document-worker';
import { DocumentEntity } from './document.entity';
import { DocumentRepository } from './document.repository';
import { toDocumentRecord } from './document-record';
import { readDocument, sentencesOf } from './document-reading';
import { documentNotFound, documentUploadNotFound, webhookUrlRefused } from './documents.errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    private readonly documents: DocumentRepository,
    private readonly files: FilesService,
    private readonly worker: DocumentWorker,
    private readonly batches: TranslateBatchClient,
    private readonly quota: QuotaClient,
    private readonly memories: MemoryClient,
    private readonly config: LocalizationConfig,
  ) {}

  /**
   * Accepts a document only when it would be translated (CONTRACT "Asynchronous work"): the file
   * is read by its format's filter now (400 unsupported type, 422 does not parse or breaks a
   * limit or holds no text), the translation service checks the pair, glossary and prompt as for
   * a batch, and the month's credits must cover its words.
   */
  async start(request: StartDocumentRequest): Promise<DocumentCreatedResponse> {
    const { caller, sourceLanguage, targetLanguage } = request;
    const upload = await this.files.resolve(request.path, caller.organizationId);
    if (!upload) throw documentUploadNotFound(request.path);
    const { filter, read } = await readDocument(upload.filename, upload.bytes);
    const sentences = sentencesOf(read.units, sourceLanguage);
    if (request.webhookUrl) this.checkWebhookUrl(request.webhookUrl);
    if (request.memoryId !== undefined) await this.memories.assertExists(caller, request.memoryId);
    await this.batches.check({
      caller,
      sourceLanguage,
      targetLanguage,
      glossaryId: request.glossaryId,
      memoryId: request.memoryId,
      memoryThreshold: request.memoryThreshold,
      prompt: request.prompt,
      ignoreCache: request.ignoreCache,
      texts: sentences.slice(0, 1),
    });
    await this.quota.assertCovers(caller, { texts: sentences, sourceLanguage, targetLanguages: [targetLanguage] });
    const document = await this.documents.insert({
      id: randomUUID(),
      organizationId: caller.organizationId,
      keyId: caller.keyId,
      filename: upload.filename,
      format: filter.format,
      sourceLanguage,
      targetLanguage,
      glossaryId: request.glossaryId ?? null,
      memoryId: request.memoryId ?? null,
      memoryThreshold: request.memoryThreshold ?? null,
      prompt: request.prompt ?? null,
      ignoreCache: request.ignoreCache ?? false,
      webhookUrl: request.webhookUrl ?? null,
      sourceContent: upload.bytes,
    });
    // The document keeps its own copy, under its own retention.
    await this.files.discard(request.path, caller.organizationId);
    this.logger.log({ documentId: document.id, format: filter.format, units: read.units.length }, 'document queued');
    this.worker.notifyQueued();
    return { id: document.id, status: document.status };
  }

  async list(request: ListDocumentsRequest): Promise<DocumentRecord[]> {
    const limit = request.limit ?? LocalizationLimits.historyDefaultLimit;
    const rows = await this.documents.listForOrganization(request.caller.organizationId, limit, request.offset ?? 0);
    return rows.map(toDocumentRecord);
  }

  async get(request: DocumentIdRequest): Promise<DocumentRecord> {
    return toDocumentRecord(await this.findOwned(request.id, request.caller.organizationId));
  }

  /** The record and both files; a document in work is dropped too (its worker then stores nothing). */
  async delete(request: DocumentIdRequest): Promise<{ id: string }> {
    const document = await this.findOwned(request.id, request.caller.organizationId);
    await this.documents.delete(document.id, document.organizationId);
    return { id: document.id };
  }

  /** Unknown and other-organization ids read the same: not found. */
  async findOwned(id: string, organizationId: string): Promise<DocumentEntity> {
    const document = UUID.test(id) ? await this.documents.findForOrganization(id.toLowerCase(), organizationId) : null;
    if (!document) throw documentNotFound(id);
    return document;
  }

  /** The scheme and literal address now; the address connected to is checked again at every delivery. */
  private checkWebhookUrl(url: string): void {
    try {
      assertPublicHttpUrl(url, 'X-Webhook-Url', this.config.allowPrivateSources);
    } catch (error) {
      throw webhookUrlRefused((error as BlockedAddressError).message);
    }
  }
}
