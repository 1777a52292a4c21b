import { DomainException } from '@app/common';

/** A file that is read but cannot be a CSV document: 422, named by its file name. */
export function notUtf8Text(filename: string): DomainException {
  return DomainException.unprocessable(`${filename} is not a UTF-8 text file`);
}

export function emptyCsvFile(filename: string): DomainException {
  return DomainException.unprocessable(`${filename} is empty`);
}

export function invalidCsvFile(filename: string, reason: string): DomainException {
  return DomainException.unprocessable(`${filename} is not a valid CSV file: ${reason}`);
}
