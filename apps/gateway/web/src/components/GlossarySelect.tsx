import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Glossary } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { Select } from './Select';

/** The organization's glossaries (the first 100) in a select; `none` adds a "no glossary" choice. */
export function GlossarySelect(props: {
  api: Workspace;
  label: string;
  value: string;
  onChange: (glossary: Glossary | null) => void;
  none?: string;
}) {
  const [glossaries, setGlossaries] = useState<Glossary[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    props.api.page<Glossary>('/translation/glossaries?limit=100').then(
      (page) => {
        setGlossaries(page.items);
      },
      (e: unknown) => {
        setError(errorMessage(e));
      },
    );
  }, [props.api]);
  if (error) return <Alert message={`Glossaries cannot be listed: ${error}`} />;
  if (!glossaries) return <p>Loading glossaries…</p>;
  const choices = glossaries.map((g) => ({ value: g.id, label: `${g.name} (${g.languages.join(', ')})` }));
  if (props.none !== undefined || choices.length === 0) choices.unshift({ value: '', label: props.none ?? 'None' });
  return (
    <Select
      label={props.label}
      value={props.value}
      choices={choices}
      onChange={(id) => {
        props.onChange(glossaries.find((g) => g.id === id) ?? null);
      }}
    />
  );
}
