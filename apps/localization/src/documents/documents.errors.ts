import { DomainException } from '@app/common';
import { DocumentStatus, ErrorCode } from '@app/contracts';
import { DocumentError, SUPPORTED_EXTENSIONS } from '@app/document-filters';

/** Unknown, another organization's, or not a UUID at all: the same 404. */
export function documentNotFound(id: string): DomainException {
  return DomainException.notFound(`Document ${id} not found`);
}

/** Another organization's upload reads as unknown. */
export function documentUploadNotFound(path: string): DomainException {
  return DomainException.notFound(`Uploaded file ${path} not found`);
}

/**
 * CONTRACT "Documents": another type is a 400 listing the formats; a file that claims a format
 * and does not parse, breaks a limit, is protected or holds no text is a 422 naming the problem.
 */
export function documentRefused(error: DocumentError): DomainException {
  if (error.kind === 'unsupported')
    return DomainException.badRequest(error.message, [{ field: 'file', formats: SUPPORTED_EXTENSIONS }]);
  return DomainException.unprocessable(error.message, [{ field: 'file', problem: error.kind }]);
}

/** A document without a sentence to translate (only numbers, only code, or nothing): nothing to do. */
export function documentWithoutText(): DomainException {
  return DomainException.unprocessable('the document has no text to translate', [{ field: 'file', problem: 'empty' }]);
}

export function webhookUrlRefused(reason: string): DomainException {
  return DomainException.badRequest(reason, [{ field: 'X-Webhook-Url' }]);
}

/** 409 before READY (CONTRACT); an ERROR document never has a file. */
export function documentNotReady(id: string, status: DocumentStatus): DomainException {
  return DomainException.conflict(`Document ${id} is ${status}: it can be downloaded once it is READY`);
}

/** The files went with the retention period; the record stays. */
export function documentFilesDeleted(id: string, hours: number): DomainException {
  return new DomainException(
    `The files of document ${id} were deleted after ${hours} hours; translate it again`,
    ErrorCode.GONE,
  );
}
