import { Injectable } from '@nestjs/common';
import { RpcClient } from '@app/common';
import {
  CallerContext,
  DocumentCreatedResponse,
  DocumentRecord,
  DownloadLinkResponse,
  LocalizationLimits,
  Subjects,
  textProblem,
} from '@app/contracts';
import { GatewayConfig } from '../config/gateway.config';
import { LocalizationFilesClient } from '../localization/localization-files.client';
import { UploadedFile } from '../uploads/multipart-files';
import { DocumentUploadBody, ListDocumentsQuery } from './dto/document.bodies';
import { documentFileEmpty, documentFileMissing, documentTooSlow, invalidDocumentFilename } from './documents.errors';

/** Accepting reads the whole file with its filter and asks the translation service to check the request. */
const START_TIMEOUT_MS = 60_000;
const POLL_MS = 250;

export const DOCUMENT_DOWNLOADS_PATH = 'translation/documents/downloads';

/**
 * The documents of the localization service, for every front door that offers them (/v1, DeepL's
 * /v2/document, LibreTranslate's /translate_file): the file goes up as an upload (chunks), the
 * job is started by its path, and the translated file comes back through a signed link.
 */
@Injectable()
export class DocumentsClient {
  constructor(
    private readonly rpc: RpcClient,
    private readonly files: LocalizationFilesClient,
    private readonly config: GatewayConfig,
  ) {}

  async start(
    caller: CallerContext,
    file: UploadedFile | undefined,
    options: DocumentUploadBody,
    webhookUrl?: string,
  ): Promise<DocumentCreatedResponse> {
    if (!file) throw documentFileMissing();
    const filename = file.originalname;
    const problem = textProblem('the file name', filename, LocalizationLimits.maxFilenameChars);
    if (problem) throw invalidDocumentFilename(problem);
    if (file.size === 0) throw documentFileEmpty(filename);
    const path = await this.files.upload(caller, { filename, contentType: file.mimetype || null, bytes: file.buffer });
    const url = webhookUrl?.trim();
    return this.rpc.send<DocumentCreatedResponse>(
      Subjects.documents.start,
      { ...options, caller, path, ...(url ? { webhookUrl: url } : {}) },
      { timeoutMs: START_TIMEOUT_MS },
    );
  }

  get(caller: CallerContext, id: string): Promise<DocumentRecord> {
    return this.rpc.send<DocumentRecord>(Subjects.documents.get, { id, caller });
  }

  list(caller: CallerContext, query: ListDocumentsQuery): Promise<DocumentRecord[]> {
    return this.rpc.send<DocumentRecord[]>(Subjects.documents.list, { ...query, caller });
  }

  delete(caller: CallerContext, id: string): Promise<{ id: string }> {
    return this.rpc.send<{ id: string }>(Subjects.documents.delete, { id, caller });
  }

  /** `{downloadUrl, expiresAt}`: the public route below, no key needed. */
  async link(caller: CallerContext, id: string): Promise<{ downloadUrl: string; expiresAt: string; token: string }> {
    const link = await this.rpc.send<DownloadLinkResponse>(Subjects.documents.download, {
      id,
      caller,
      ttlSeconds: this.config.DOWNLOAD_LINK_TTL_SECONDS,
    });
    return {
      downloadUrl: `${this.config.publicBaseUrl}/v1/${DOCUMENT_DOWNLOADS_PATH}/${link.token}`,
      expiresAt: link.expiresAt,
      token: link.token,
    };
  }

  download(token: string) {
    return this.files.download(token, Subjects.documents.readFile);
  }

  /** The translated file in memory (DeepL's result answers the bytes). */
  async readFile(caller: CallerContext, id: string): Promise<{ bytes: Buffer; filename: string; contentType: string }> {
    const { token } = await this.link(caller, id);
    const parts: Buffer[] = [];
    let head: { filename: string; contentType: string } | undefined;
    for await (const chunk of this.download(token)) {
      head ??= chunk;
      parts.push(chunk.bytes);
    }
    return {
      bytes: Buffer.concat(parts),
      filename: head?.filename ?? 'document',
      contentType: head?.contentType ?? '',
    };
  }

  /** For blocking callers: the record once READY or ERROR, polled; a 503 past `timeoutMs`. */
  async waitUntilDone(caller: CallerContext, id: string, timeoutMs: number): Promise<DocumentRecord> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const record = await this.get(caller, id);
      if (record.status !== 'PENDING') return record;
      if (Date.now() > deadline) throw documentTooSlow(id, Math.round(timeoutMs / 1000));
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}
