import { DefinitionPatch, normalizeLanguageCode } from '@app/contracts';
import { duplicateLanguage, languageNotInGlossary } from '../glossaries/glossaries.errors';
import { DefinitionRecord, TermRecord } from './term.records';
import { newDefinitionIncomplete } from './terms.errors';

export interface TermUpdatePlan {
  /** The term as it will be; `current` itself when nothing changes. */
  term: TermRecord;
  /** Definitions to insert or overwrite (new languages and changed entries). */
  upserts: DefinitionRecord[];
  flagChanged: boolean;
}

/**
 * SPEC update rules 2 and 6 (CONTRACT): omitted `term`, `definition` or `caseSensitivity` stay,
 * `auto` resets case sensitivity, languages not listed stay, a new language needs `term` and
 * `definition`. Timestamps move only for what really changes.
 */
export function planTermUpdate(
  current: TermRecord,
  patch: { definitions?: DefinitionPatch[]; translationFlag?: boolean },
  glossaryLanguages: string[],
  now: Date,
): TermUpdatePlan {
  const byLanguage = new Map(current.definitions.map((d) => [d.language, d]));
  const seen = new Set<string>();
  const upserts: DefinitionRecord[] = [];
  let nextPosition = Math.max(-1, ...current.definitions.map((d) => d.position)) + 1;
  (patch.definitions ?? []).forEach((item, index) => {
    const language = normalizeLanguageCode(item.language);
    const field = `definitions.${index}`;
    if (!glossaryLanguages.includes(language))
      throw languageNotInGlossary(language, glossaryLanguages, `${field}.language`);
    if (seen.has(language))
      throw duplicateLanguage(language, `${field}.language`, 'definitions: a term has one definition per language');
    seen.add(language);
    const existing = byLanguage.get(language);
    if (!existing) {
      upserts.push(addedDefinition(item, language, field, nextPosition++, now));
      return;
    }
    const next = {
      ...existing,
      term: item.term == null ? existing.term : item.term.trim(),
      definition: item.definition ?? existing.definition,
      caseSensitivity: item.caseSensitivity ?? existing.caseSensitivity,
    };
    if (
      next.term !== existing.term ||
      next.definition !== existing.definition ||
      next.caseSensitivity !== existing.caseSensitivity
    ) {
      upserts.push({ ...next, updatedAt: now });
    }
  });
  const translationFlag = patch.translationFlag ?? current.translationFlag;
  const flagChanged = translationFlag !== current.translationFlag;
  if (upserts.length === 0 && !flagChanged) return { term: current, upserts, flagChanged };
  const changed = new Map(upserts.map((d) => [d.language, d]));
  const definitions = [
    ...current.definitions.map((d) => changed.get(d.language) ?? d),
    ...upserts.filter((d) => !byLanguage.has(d.language)),
  ];
  return { term: { ...current, translationFlag, updatedAt: now, definitions }, upserts, flagChanged };
}

function addedDefinition(
  item: DefinitionPatch,
  language: string,
  field: string,
  position: number,
  now: Date,
): DefinitionRecord {
  const { term, definition } = item;
  if (term == null || definition == null) {
    const missing = (['term', 'definition'] as const).filter((key) => item[key] == null);
    throw newDefinitionIncomplete(language, field, missing);
  }
  return {
    language,
    term: term.trim(),
    definition,
    caseSensitivity: item.caseSensitivity ?? 'auto',
    position,
    createdAt: now,
    updatedAt: now,
  };
}
