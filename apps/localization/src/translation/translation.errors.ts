import { DomainException } from '@app/common';
import { ErrorCode } from '@app/contracts';

/** Keeps the translation service's code, so the worker can tell a lasting failure from a passing one. */
export function textNotTranslated(
  text: string,
  targetLanguage: string,
  reason: string,
  code: ErrorCode,
): DomainException {
  const preview = text.length > 60 ? `${text.slice(0, 57)}...` : text;
  return new DomainException(`Translating "${preview}" into ${targetLanguage} failed: ${reason}`, code);
}
