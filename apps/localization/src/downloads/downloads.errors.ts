import { DomainException } from '@app/common';
import { ErrorCode, TableStatus } from '@app/contracts';

export function tableNotCompleted(tableId: string, status: TableStatus): DomainException {
  return DomainException.conflict(
    `Localization table ${tableId} is ${status}: it can be downloaded once it is completed`,
  );
}

/** A forged token and a link to a table gone read the same. */
export function unknownDownloadLink(): DomainException {
  return DomainException.notFound('Unknown download link');
}

/** 410, not 404: the link was real, a new one works. */
export function downloadLinkExpired(expiresAt: Date): DomainException {
  return new DomainException(
    `This download link expired at ${expiresAt.toISOString()}; ask for a new one`,
    ErrorCode.GONE,
  );
}
