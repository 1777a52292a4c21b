/**
 * Why a document cannot be read. The service maps `unsupported` to 400 (listing the formats) and
 * the others to 422 with the message, which names the problem in the user's terms.
 */
export type DocumentErrorKind = 'unsupported' | 'invalid' | 'limit' | 'encrypted' | 'empty';

export class DocumentError extends Error {
  constructor(
    readonly kind: DocumentErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'DocumentError';
  }
}

export const invalidDocument = (format: string, why: string) =>
  new DocumentError('invalid', `the file is not a valid ${format} document: ${why}`);

export const documentLimit = (what: string, limit: number) =>
  new DocumentError('limit', `the document is over the limit of ${limit.toLocaleString('en')} ${what}`);
