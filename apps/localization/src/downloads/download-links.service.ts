import { Injectable } from '@nestjs/common';
import {
  CreateDownloadLinkRequest,
  DownloadLinkResponse,
  LocalizationLimits,
  ReadTableFileRequest,
  TableFileChunk,
} from '@app/contracts';
import { LocalizationTableRepository } from '../tables/localization-table.repository';
import { TablesService } from '../tables/tables.service';
import { downloadLinkExpired, tableNotCompleted, unknownDownloadLink } from './downloads.errors';
import { signDownloadToken, verifyDownloadToken } from './download-token';
import { DownloadSigner } from './download-signer';

/** Signed, expiring download links for completed tables, and the file behind them. */
@Injectable()
export class DownloadLinksService {
  constructor(
    private readonly tables: TablesService,
    private readonly repository: LocalizationTableRepository,
    private readonly signer: DownloadSigner,
  ) {}

  async createLink(request: CreateDownloadLinkRequest): Promise<DownloadLinkResponse> {
    const table = await this.tables.findOwned(request.id, request.caller.organizationId);
    if (table.status !== 'completed') throw tableNotCompleted(table.id, table.status);
    const ttlSeconds = request.ttlSeconds ?? LocalizationLimits.defaultDownloadTtlSeconds;
    // Whole seconds, as in the token, so that expiresAt says exactly when the link stops working.
    const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
    return {
      token: signDownloadToken(await this.signer.secret(), table.id, expiresAt),
      expiresAt: expiresAt.toISOString(),
    };
  }

  async readChunk(request: ReadTableFileRequest): Promise<TableFileChunk> {
    const check = verifyDownloadToken(await this.signer.secret(), request.token);
    if (!check.valid) throw unknownDownloadLink();
    if (check.expired) throw downloadLinkExpired(check.expiresAt);
    const table = await this.repository.findById(check.tableId);
    if (table?.status !== 'completed' || table.outputSizeBytes === null) throw unknownDownloadLink();
    const totalBytes = table.outputSizeBytes;
    const offset = Math.min(request.offset, totalBytes);
    const slice = await this.repository.readOutputSlice(table.id, offset, LocalizationLimits.chunkBytes);
    return {
      filename: table.outputFilename ?? `localization-${table.id}`,
      contentType: table.outputContentType ?? 'application/octet-stream',
      totalBytes,
      offset,
      data: slice.toString('base64'),
    };
  }
}
