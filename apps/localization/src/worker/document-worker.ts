import { Injectable, Logger } from '@nestjs/common';
import { asyncContext, requestContext } from '@app/common';
import { DocumentRecord } from '@app/contracts';
import { Claim, quadraticRetryDelaySeconds, QueueWorkerHost } from '@app/work-queue';
import { LocalizationConfig } from '../config/localization.config';
import { DocumentEntity } from '../documents/document.entity';
import { DocumentRepository } from '../documents/document.repository';
import { toDocumentRecord } from '../documents/document-record';
import { ExternalWorkClient } from '../translation/external-work.client';
import { DocumentProcessor } from './document-processor';

const CLEANUP_EVERY_MS = 10 * 60_000;

/**
 * The documents queue's consumer (the `documents` table is the queue, as for tables). A finished
 * document is settled first (its credits and webhook, once per document, by the translation
 * service) and then stored while this worker still holds it: a crash between the two settles
 * again on the next claim, which changes nothing.
 */
@Injectable()
export class DocumentWorker extends QueueWorkerHost {
  private readonly logger = new Logger(DocumentWorker.name);
  private lastCleanup = 0;

  constructor(
    private readonly documents: DocumentRepository,
    private readonly processor: DocumentProcessor,
    private readonly settlements: ExternalWorkClient,
    private readonly config: LocalizationConfig,
  ) {
    super(documents.queue, {
      name: 'documents',
      concurrency: config.DOCUMENT_WORKER_CONCURRENCY,
      pollIntervalMs: config.TABLE_POLL_INTERVAL_MS,
      leaseSeconds: config.DOCUMENT_LEASE_SECONDS,
      maxAttempts: config.DOCUMENT_MAX_ATTEMPTS,
      retryDelaySeconds: quadraticRetryDelaySeconds,
    });
  }

  /** The document's id is the request id of its work: every log line and translation call carries it. */
  process(claim: Claim): Promise<void> {
    return asyncContext.run(requestContext(claim.id), () => this.translate(claim));
  }

  private async translate(claim: Claim): Promise<void> {
    const document = await this.documents.findById(claim.id);
    if (!document) return;
    const output = await this.processor.build(document, (progress) => this.documents.setProgress(claim, progress));
    const finished: DocumentEntity = {
      ...document,
      status: 'READY',
      progress: 100,
      completedAt: output.completedAt,
      wordCount: output.wordCount,
      credits: output.credits,
      termsFound: output.terms?.found ?? null,
      termsFollowed: output.terms?.followed ?? null,
      detectedLanguage: output.detectedLanguage,
    };
    // Charged what the batches counted (distinct sentences, memory matches free), not every word.
    await this.settle(finished, output.credits);
    const saved = await this.documents.complete(claim, output);
    this.logger.log({ documentId: document.id, bytes: output.content.length, saved }, 'document translated');
  }

  /** A failed document costs nothing; its webhook still tells the receiver. */
  async fail(claim: Claim, message: string): Promise<void> {
    const completedAt = new Date();
    const document = await this.documents.findById(claim.id);
    if (document) {
      const failed: DocumentEntity = { ...document, status: 'ERROR', completedAt, errorMessage: message, credits: 0 };
      await this.settle(failed, 0).catch((error: unknown) =>
        this.logger.warn({ documentId: claim.id, err: (error as Error).message }, 'failure webhook not queued'),
      );
    }
    await this.documents.fail(claim, message, completedAt);
  }

  private async settle(document: DocumentEntity, words: number): Promise<void> {
    const record: DocumentRecord = toDocumentRecord(document);
    await this.settlements.settle({
      caller: { organizationId: document.organizationId, keyId: document.keyId },
      workId: document.id,
      operation: 'translate-document',
      words,
      items: words > 0 ? 1 : 0,
      ...(document.webhookUrl ? { webhookUrl: document.webhookUrl } : {}),
      record: record as unknown as Record<string, unknown>,
    });
  }

  /** Retention (CONTRACT): both files go after DOCUMENT_RETENTION_HOURS; the record stays. */
  protected override async housekeeping(): Promise<void> {
    if (Date.now() - this.lastCleanup < CLEANUP_EVERY_MS) return;
    this.lastCleanup = Date.now();
    const cutoff = new Date(Date.now() - this.config.DOCUMENT_RETENTION_HOURS * 3_600_000);
    const removed = await this.documents.deleteFilesOlderThan(cutoff);
    if (removed > 0) this.logger.log({ removed }, 'expired document files removed');
  }
}
