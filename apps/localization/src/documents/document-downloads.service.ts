import { Injectable } from '@nestjs/common';
import {
  DocumentDownloadRequest,
  DownloadLinkResponse,
  LocalizationLimits,
  ReadTableFileRequest,
  TableFileChunk,
} from '@app/contracts';
import { LocalizationConfig } from '../config/localization.config';
import { DownloadSigner } from '../downloads/download-signer';
import { signDownloadToken, verifyDownloadToken } from '../downloads/download-token';
import { downloadLinkExpired, unknownDownloadLink } from '../downloads/downloads.errors';
import { DocumentRepository } from './document.repository';
import { documentFilesDeleted, documentNotReady } from './documents.errors';
import { DocumentsService } from './documents.service';

/** Signed links to translated documents, as for tables (README "Download links"), and the file behind them. */
@Injectable()
export class DocumentDownloadsService {
  constructor(
    private readonly documents: DocumentsService,
    private readonly repository: DocumentRepository,
    private readonly signer: DownloadSigner,
    private readonly config: LocalizationConfig,
  ) {}

  async createLink(request: DocumentDownloadRequest): Promise<DownloadLinkResponse> {
    const document = await this.documents.findOwned(request.id, request.caller.organizationId);
    if (document.status !== 'READY') throw documentNotReady(document.id, document.status);
    if (document.filesDeletedAt) throw documentFilesDeleted(document.id, this.config.DOCUMENT_RETENTION_HOURS);
    const ttlSeconds = request.ttlSeconds ?? LocalizationLimits.defaultDownloadTtlSeconds;
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
    const token = signDownloadToken(await this.signer.secret(), document.id, expiresAt, 'document');
    return { token, expiresAt: expiresAt.toISOString() };
  }

  async readChunk(request: ReadTableFileRequest): Promise<TableFileChunk> {
    const check = verifyDownloadToken(await this.signer.secret(), request.token, new Date(), 'document');
    if (!check.valid) throw unknownDownloadLink();
    if (check.expired) throw downloadLinkExpired(check.expiresAt);
    const document = await this.repository.findById(check.tableId);
    if (document?.status !== 'READY' || document.outputSizeBytes === null) throw unknownDownloadLink();
    if (document.filesDeletedAt) throw documentFilesDeleted(document.id, this.config.DOCUMENT_RETENTION_HOURS);
    const totalBytes = document.outputSizeBytes;
    const offset = Math.min(request.offset, totalBytes);
    return {
      filename: document.outputFilename ?? document.filename,
      contentType: document.outputMediaType ?? 'application/octet-stream',
      totalBytes,
      offset,
      data: (await this.repository.readOutputSlice(document.id, offset, LocalizationLimits.chunkBytes)).toString(
        'base64',
      ),
    };
  }
}
