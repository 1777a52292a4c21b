import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';
import type { AddUnitsResponse } from '@app/contracts';

/** As bulk terms: a request none of whose units was stored is a 400 listing every failure. */
export function noUnitStored(result: AddUnitsResponse): DomainException {
  const first = result.failed[0];
  return DomainException.badRequest(
    `None of the ${result.failedCount} units was stored; error.details gives each item's reason (item ${first.index}: ${first.error})`,
    result.failed,
  );
}

export function memoryFileMissing(): DomainException {
  return DomainException.badRequest('Send the translation memory file as multipart/form-data (field "file")');
}

export function memoryFileTooLarge(maxBytes: number): DomainException {
  return new DomainException(
    `The file is larger than the ${maxBytes} bytes a translation memory import accepts (MEMORY_IMPORT_MAX_BYTES)`,
    ErrorCode.PAYLOAD_TOO_LARGE,
    [{ field: 'file', maxBytes }],
  );
}

export function memoryFileFormatUnknown(filename: string): DomainException {
  return DomainException.badRequest(
    `Cannot tell the format of ${filename}: name it .tmx, .csv, .tsv or .xlsx, or send the "format" field`,
    [{ field: 'format', allowed: ['tmx', 'csv', 'tsv', 'xlsx'] }],
  );
}

export function memoryFileUnreadable(format: string, reason: string, line: number | undefined): DomainException {
  return DomainException.unprocessable(`The ${format.toUpperCase()} file cannot be read: ${reason}`, [
    { format, ...(line === undefined ? {} : { line }) },
  ]);
}

export function memoryFileWithoutUnits(format: string): DomainException {
  return DomainException.unprocessable(`The ${format.toUpperCase()} file holds no translation units`, [{ format }]);
}

/** A table export holds one language pair: a memory with several needs the pair named. */
export function tablePairNeeded(pairs: string[]): DomainException {
  return DomainException.badRequest(
    `A CSV, TSV or XLSX export holds one language pair and this memory has ${pairs.length} (${pairs.join(', ')}): send sourceLanguage and targetLanguage, or export TMX`,
    [{ field: 'sourceLanguage', pairs }],
  );
}
