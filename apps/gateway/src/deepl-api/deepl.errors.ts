import { DomainException } from '@app/common';

// The wording of DeepL's own answers where its clients read it ("Value for 'type' not supported.").

export function languageTypeNotSupported(): DomainException {
  return DomainException.badRequest("Value for 'type' not supported.");
}

/** A wrong key reads as an unknown document, like another organization's. */
export function deeplDocumentNotFound(id: string): DomainException {
  return DomainException.notFound(`Document ${id} not found`);
}

/** 503 on a result is deepl-node's DocumentNotReadyError. */
export function deeplDocumentNotReady(id: string): DomainException {
  return DomainException.unavailable(`Document ${id} is not translated yet`);
}

export function deeplDocumentFailed(reason: string): DomainException {
  return DomainException.badRequest(`The document could not be translated: ${reason}`);
}

export function dictionariesNotEditable(): DomainException {
  return DomainException.badRequest(
    'Changing the dictionaries of a glossary is not available here: create a new glossary, or edit its terms through /v1/translation/glossaries',
  );
}

/** A malformed id is unknown, as for every other resource (DeepL's clients read 404 as "glossary not found"). */
export function deeplGlossaryNotFound(glossaryId: string): DomainException {
  return DomainException.notFound(`Glossary ${glossaryId} not found`);
}

export function noEntriesInDirection(glossaryId: string, source: string, target: string): DomainException {
  return DomainException.notFound(`Glossary ${glossaryId} has no entries from ${source} to ${target}`);
}

export function invalidGlossaryEntries(reason: string): DomainException {
  return DomainException.badRequest(`Invalid glossary entries: ${reason}`);
}
