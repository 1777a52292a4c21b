import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

export function fileNotTranslated(reason: string): DomainException {
  return DomainException.badRequest(`The file could not be translated: ${reason}`);
}

// Worded as LibreTranslate answers on a server with the feature switched off, which its clients expect.
export function suggestionsDisabled(): DomainException {
  return new DomainException('Suggestions are disabled on this server.', ErrorCode.FORBIDDEN);
}
