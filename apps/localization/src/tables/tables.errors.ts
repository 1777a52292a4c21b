import { DomainException } from '@app/common';
import { SourceFormat } from '@app/contracts';

/** CONTRACT "Engines": a pair the engine lacks is refused at once, naming it. */
export function unsupportedPairs(pairs: string[]): DomainException {
  return DomainException.badRequest(`The translation engine cannot translate ${pairs.join(', ')}`, [
    { field: 'targetLanguages', unsupportedPairs: pairs },
  ]);
}

export function bothSources(): DomainException {
  return DomainException.badRequest('Send either sourceFile or content, not both');
}

export function noSource(): DomainException {
  return DomainException.badRequest(
    'Send sourceFile (an http(s) URL or the path answered by POST /v1/translation/files) or content (the file text)',
  );
}

export function unknownSourceFileKind(): DomainException {
  return DomainException.badRequest(
    'sourceFile must be an http(s) URL or the path answered by POST /v1/translation/files',
  );
}

export function invalidSourceUrl(sourceFile: string): DomainException {
  return DomainException.badRequest(`sourceFile is not a valid URL: ${sourceFile}`);
}

/** Another organization's upload reads as unknown. */
export function uploadedFileNotFound(path: string): DomainException {
  return DomainException.notFound(`Uploaded file ${path} not found`);
}

/** Unknown, another organization's, or not a UUID at all: the same 404. */
export function tableNotFound(id: string): DomainException {
  return DomainException.notFound(`Localization table ${id} not found`);
}

/** Names the setting that caps the limit, so an operator knows what to raise. */
export function sourceOverLimit(message: string, format: SourceFormat, setting: string, max: number): DomainException {
  return DomainException.unprocessable(message, [{ format, limit: setting, max }]);
}

export function sourceUnparseable(message: string, format: SourceFormat): DomainException {
  return DomainException.unprocessable(message, [{ format }]);
}
