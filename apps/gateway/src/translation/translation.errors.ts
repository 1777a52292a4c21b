import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

const ERROR_CODES = new Set<string>(Object.values(ErrorCode));
const isErrorCode = (code: string): code is ErrorCode => ERROR_CODES.has(code);

export function bothForms(): DomainException {
  return DomainException.badRequest('Send textContent (Form A) or text (Form B), not both');
}

export function nothingToTranslate(): DomainException {
  return DomainException.badRequest(
    'Nothing to translate: send textContent or fileContent (Form A), or text (Form B)',
    [{ field: 'textContent', problems: ['one of textContent, fileContent or text is required'] }],
  );
}

/** The asynchronous routes take no files, so their message names only the two text fields. */
export function nothingToTranslateAsync(): DomainException {
  return DomainException.badRequest('Nothing to translate: send textContent (Form A) or text (Form B)', [
    { field: 'textContent', problems: ['one of textContent or text is required'] },
  ]);
}

export function csvFilesTooLarge(bytes: number, maxBytes: number): DomainException {
  return new DomainException(
    `CSV files of ${bytes} bytes in total are larger than this deployment translates in one request (${maxBytes} bytes); split them`,
    ErrorCode.PAYLOAD_TOO_LARGE,
  );
}

export function contextsMisaligned(contexts: number, texts: number): DomainException {
  return DomainException.badRequest(
    `contexts has ${contexts} entries but texts has ${texts}: send one context (or null) per text`,
    [{ field: 'contexts', problems: ['must have the same length as texts'] }],
  );
}

/** A text's failure as the translation service reported it; a code this gateway does not know is INTERNAL. */
export function textFailed(message: string, code: string, details?: unknown[]): DomainException {
  return new DomainException(message, isErrorCode(code) ? code : ErrorCode.INTERNAL, details);
}

export function unknownLanguagesParameters(unknown: string[], known: readonly string[]): DomainException {
  return DomainException.badRequest(
    `Unknown query parameter(s): ${unknown.join(', ')}; this route takes only ${known.join(', ')}`,
  );
}

export function parameterRepeated(name: string): DomainException {
  return DomainException.badRequest(`${name} must be given once`);
}

export function displayLanguageTwice(): DomainException {
  return DomainException.badRequest(
    'displayLanguage and target name the same thing (the language of the names): send one',
  );
}
