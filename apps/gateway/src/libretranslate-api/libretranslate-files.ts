import { Injectable } from '@nestjs/common';
import { CallerContext } from '@app/contracts';
import { DocumentsClient } from '../documents/documents.client';
import { UploadedFile } from '../uploads/multipart-files';
import { fileNotTranslated } from './libretranslate.errors';
import { fromLibreTranslateCode } from './libretranslate-language-codes';
import { LibreTranslateFileBody } from './dto/libretranslate.bodies';

/** LibreTranslate answers translate_file once the file is done; a document that takes longer is a 503. */
const WAIT_MS = 120_000;

/**
 * LibreTranslate's `translate_file` on this service's documents: the document job runs as for
 * /v1, the answer waits for it and gives the signed download link (absolute, no key needed).
 */
@Injectable()
export class LibreTranslateFiles {
  constructor(private readonly documents: DocumentsClient) {}

  async translate(caller: CallerContext, file: UploadedFile | undefined, body: LibreTranslateFileBody) {
    const source = body.source.toLowerCase() === 'auto' ? 'auto' : fromLibreTranslateCode(body.source);
    const { id } = await this.documents.start(caller, file, {
      sourceLanguage: source,
      targetLanguage: fromLibreTranslateCode(body.target),
    });
    const record = await this.documents.waitUntilDone(caller, id, WAIT_MS);
    if (record.status === 'ERROR') throw fileNotTranslated(record.error?.message ?? 'translation failed');
    const { downloadUrl } = await this.documents.link(caller, id);
    return { translatedFileUrl: downloadUrl };
  }
}
