import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

// Worded as LibreTranslate answers on a server with these features switched off, which its clients expect.
export function filesTranslationDisabled(): DomainException {
  return new DomainException('Files translation are disabled on this server.', ErrorCode.FORBIDDEN);
}

export function suggestionsDisabled(): DomainException {
  return new DomainException('Suggestions are disabled on this server.', ErrorCode.FORBIDDEN);
}
