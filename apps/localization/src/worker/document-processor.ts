import { Injectable } from '@nestjs/common';
import { countWords, DomainException, RpcClient } from '@app/common';
import { DetectedLanguageResponse, DetectLanguageRequest, Subjects } from '@app/contracts';
import { DocumentError, filterForFormat, plainText, segmentUnits, translatedFilename } from '@app/document-filters';
import { PermanentWorkError } from '@app/work-queue';
import { DocumentEntity } from '../documents/document.entity';
import { DocumentOutput, DocumentRepository } from '../documents/document.repository';
import { DOCUMENT_LIMITS } from '../documents/document-reading';
import { DocumentTranslator } from '../documents/document-translator';
import { TermReport } from '../documents/term-report';
import { PERMANENT_CODES } from './permanent-codes';

/** Text enough to tell the language, from the document's first units. */
const DETECTION_SAMPLE_CHARS = 2_000;

/** Progress up to this while batches come back; writing the file and the term report take the rest. */
const TRANSLATED_PROGRESS = 95;

/**
 * Translates one document: read by its filter -> sentences (each distinct one once) -> batches to
 * the translation service, progress rising as they come back -> units joined -> file written by
 * the same filter -> term report when a glossary was given.
 */
@Injectable()
export class DocumentProcessor {
  constructor(
    private readonly documents: DocumentRepository,
    private readonly translator: DocumentTranslator,
    private readonly terms: TermReport,
    private readonly rpc: RpcClient,
  ) {}

  async build(document: DocumentEntity, onProgress: (progress: number) => Promise<void>): Promise<DocumentOutput> {
    try {
      return await this.buildUnchecked(document, onProgress);
    } catch (error) {
      if (error instanceof DocumentError) throw new PermanentWorkError(error.message);
      if (error instanceof DomainException && PERMANENT_CODES.has(error.code))
        throw new PermanentWorkError(error.message);
      throw error;
    }
  }

  private async buildUnchecked(
    document: DocumentEntity,
    onProgress: (progress: number) => Promise<void>,
  ): Promise<DocumentOutput> {
    const bytes = await this.documents.readSource(document.id);
    const filter = filterForFormat(document.format as Parameters<typeof filterForFormat>[0]);
    if (!bytes || !filter) throw new PermanentWorkError('The uploaded file is no longer available');
    const read = await filter.read(bytes, DOCUMENT_LIMITS);
    const caller = { organizationId: document.organizationId, keyId: document.keyId };
    const sourceLanguage = document.detectedLanguage ?? (await this.sourceLanguageOf(document, read.units));
    const segmented = segmentUnits(read.units, sourceLanguage);
    const job = { caller, sourceLanguage, targetLanguage: document.targetLanguage };
    const { translations, credits } = await this.translator.translate(
      segmented.sentences,
      {
        ...job,
        options: {
          glossaryId: document.glossaryId ?? undefined,
          memoryId: document.memoryId ?? undefined,
          memoryThreshold: document.memoryThreshold ?? undefined,
          prompt: document.prompt ?? undefined,
          ignoreCache: document.ignoreCache || undefined,
        },
      },
      (done, total) => onProgress(Math.floor((done / total) * TRANSLATED_PROGRESS)),
    );
    const units = segmented.join(translations);
    const content = await read.write(units, { targetLanguage: document.targetLanguage });
    const sources = read.units.map(plainText);
    const wordCount = sources.reduce((sum, text) => sum + countWords(text), 0);
    const terms = document.glossaryId
      ? await this.terms.report(sources, units.map(plainText), { ...job, glossaryId: document.glossaryId })
      : null;
    return {
      content,
      filename: translatedFilename(document.filename, document.targetLanguage, filter),
      mediaType: filter.mediaType,
      wordCount,
      // As translate-batch counts them: each distinct sentence's words once; memory matches are free.
      credits,
      terms,
      completedAt: new Date(),
      detectedLanguage: sourceLanguage === document.sourceLanguage ? null : sourceLanguage,
    };
  }

  /** `auto`: the language of the document's text, found once and kept (the read shows it). */
  private async sourceLanguageOf(document: DocumentEntity, units: readonly string[]): Promise<string> {
    if (document.sourceLanguage.toLowerCase() !== 'auto') return document.sourceLanguage;
    let text = '';
    for (const unit of units) {
      if (text.length >= DETECTION_SAMPLE_CHARS) break;
      text += `${plainText(unit)}\n`;
    }
    const request: DetectLanguageRequest = { text: text.slice(0, DETECTION_SAMPLE_CHARS) };
    const detected = await this.rpc.send<DetectedLanguageResponse>(Subjects.translation.detectLanguage, request, {
      timeoutMs: 15_000,
    });
    await this.documents.setDetectedLanguage(document.id, detected.language);
    return detected.language;
  }
}
