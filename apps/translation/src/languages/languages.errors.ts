import { DomainException } from '@app/common';

export function unknownDisplayLanguage(displayLanguage: string): DomainException {
  return DomainException.badRequest(
    `Unknown displayLanguage "${displayLanguage}": use a language code such as "en" or "fr"`,
    [{ field: 'displayLanguage', problems: ['must be a language with display names'] }],
  );
}

export function emptyDetectionText(): DomainException {
  return DomainException.badRequest('text is empty: send the text whose language should be detected');
}

export function noLettersToDetect(): DomainException {
  return DomainException.badRequest('text has no letters to detect a language from');
}
