import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Language } from '../types';
import type { Workspace } from '../workspace-api';
import { sourceChoices, targetChoices } from '../pages/languages';
import { GlossarySelect } from './GlossarySelect';
import { MemorySelect } from './MemorySelect';
import { Select } from './Select';

/** What a translation runs with: the pair, a glossary and a memory ('' for none). */
export interface TranslationChoice {
  sourceLanguage: string;
  targetLanguage: string;
  glossaryId: string;
  memoryId: string;
}

/** The engine's languages, read once per organization; a failure is told to `onError` in words. */
export function useLanguages(api: Workspace, onError: (message: string) => void): Language[] | null {
  const [languages, setLanguages] = useState<Language[] | null>(null);
  useEffect(() => {
    api.get<Language[]>('/translation/languages').then(setLanguages, (e: unknown) => {
      onError(`The languages cannot be listed: ${errorMessage(e)}`);
    });
  }, [api]);
  return languages;
}

/**
 * A change to a page's state: fields, or fields worked out from the state as it is when the
 * change is applied (a correction made after paint must not undo a choice made since).
 */
export type Change<T> = Partial<T> | ((current: T) => Partial<T>);

/** Applies a Change (the pages' setState updaters). */
export function applyChange<T>(current: T, change: Change<T>): T {
  return { ...current, ...(typeof change === 'function' ? change(current) : change) };
}

/** From, To (the source's pairs only), glossary and memory pickers, as the Translate and Documents pages show them. */
export function TranslationPickers(props: {
  api: Workspace;
  languages: Language[];
  value: TranslationChoice;
  onChange: (change: Change<TranslationChoice>) => void;
}) {
  const { api, languages, value, onChange } = props;
  const targets = useMemo(() => targetChoices(languages, value.sourceLanguage), [languages, value.sourceLanguage]);
  // A target the new source cannot reach is replaced by its first one, judged when the change is
  // applied: this runs after paint, and "To" may have been chosen since the render that asked.
  useEffect(() => {
    onChange((current) => {
      const reachable = targetChoices(languages, current.sourceLanguage);
      const kept = reachable.length === 0 || reachable.some((t) => t.value === current.targetLanguage);
      return kept ? {} : { targetLanguage: reachable[0].value };
    });
  }, [targets]);
  return (
    <div class="pickers">
      <Select
        label="From"
        value={value.sourceLanguage}
        choices={sourceChoices(languages)}
        onChange={(sourceLanguage) => {
          onChange({ sourceLanguage });
        }}
      />
      <Select
        label="To"
        value={value.targetLanguage}
        choices={targets}
        onChange={(targetLanguage) => {
          onChange({ targetLanguage });
        }}
      />
      <GlossarySelect
        api={api}
        label="Glossary"
        none="No glossary"
        value={value.glossaryId}
        onChange={(glossary) => {
          onChange({ glossaryId: glossary?.id ?? '' });
        }}
      />
      <MemorySelect
        api={api}
        value={value.memoryId}
        onChange={(memoryId) => {
          onChange({ memoryId });
        }}
      />
    </div>
  );
}
