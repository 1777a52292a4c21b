import { DomainException } from '@app/common';
import { ErrorCode, LocalizationLimits } from '@app/contracts';

export function chunkTooLarge(): DomainException {
  return DomainException.badRequest(`A chunk carries at most ${LocalizationLimits.chunkBytes} bytes`);
}

export function fileTooLarge(): DomainException {
  return new DomainException(
    `Files are limited to ${LocalizationLimits.maxFileBytes} bytes`,
    ErrorCode.PAYLOAD_TOO_LARGE,
  );
}

export function firstChunkNotAtStart(): DomainException {
  return DomainException.badRequest('The first chunk of an upload starts at offset 0');
}

/** A finished upload takes no more chunks: it reads as unknown, like another organization's. */
export function uploadNotFound(uploadId: string): DomainException {
  return DomainException.notFound(`Unknown or finished upload ${uploadId}`);
}

/** A replayed or skipped chunk is refused, so that a retry never duplicates bytes. */
export function chunkOutOfOrder(uploadId: string, receivedBytes: number, offset: number): DomainException {
  return DomainException.conflict(
    `Upload ${uploadId} has ${receivedBytes} bytes; a chunk at offset ${offset} does not follow`,
  );
}
