import { useState } from 'preact/hooks';
import type { CaseSensitivity, Glossary, Term } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { Select } from './Select';
import { useAction } from './use-action';

const CASES: { value: CaseSensitivity; label: string }[] = [
  { value: 'auto', label: 'Automatic' },
  { value: 'capitals', label: 'Capitals matter' },
  { value: 'exact', label: 'Exact case' },
  { value: 'ignore', label: 'Ignore case' },
];

interface Entry {
  term: string;
  definition: string;
  caseSensitivity: CaseSensitivity;
}

/**
 * Adds a term or edits one: an entry, a definition and a case setting per glossary language.
 * A language left without a term is not sent (the API keeps entries it is not told about).
 */
export function TermEditor(props: {
  api: Workspace;
  glossary: Glossary;
  term: Term | null;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const [entries, setEntries] = useState<Record<string, Entry>>(() =>
    Object.fromEntries(
      props.glossary.languages.map((language) => {
        const d = props.term?.definitions.find((x) => x.language === language);
        return [
          language,
          { term: d?.term ?? '', definition: d?.definition ?? '', caseSensitivity: d?.caseSensitivity ?? 'auto' },
        ];
      }),
    ),
  );
  const [translate, setTranslate] = useState(props.term?.translationFlag ?? true);
  const { busy, error, run } = useAction();
  const set = (language: string, fields: Partial<Entry>) => {
    setEntries((all) => ({ ...all, [language]: { ...all[language], ...fields } }));
  };

  const submit = async (event: Event) => {
    event.preventDefault();
    const definitions = Object.entries(entries)
      .filter(([, e]) => e.term.trim())
      .map(([language, e]) => ({
        language,
        term: e.term.trim(),
        definition: e.definition,
        caseSensitivity: e.caseSensitivity,
      }));
    await run(async () => {
      const base = `/translation/glossaries/${props.glossary.id}/terms`;
      const body = { definitions, translationFlag: translate };
      if (props.term) await props.api.send('PUT', `${base}/${props.term.id}`, body);
      else await props.api.send('POST', base, body);
      props.onSaved();
    });
  };

  return (
    <form class="panel" aria-label={props.term ? 'Edit term' : 'New term'} onSubmit={(e) => void submit(e)}>
      {props.glossary.languages.map((language) => (
        <fieldset key={language}>
          <legend>{language}</legend>
          <label for={`term-${language}`}>Term ({language})</label>
          <input
            id={`term-${language}`}
            maxLength={1000}
            value={entries[language].term}
            onInput={(e) => {
              set(language, { term: e.currentTarget.value });
            }}
          />
          <label for={`definition-${language}`}>Definition ({language})</label>
          <textarea
            id={`definition-${language}`}
            rows={2}
            maxLength={10000}
            value={entries[language].definition}
            onInput={(e) => {
              set(language, { definition: e.currentTarget.value });
            }}
          />
          <Select
            label={`Letter case (${language})`}
            value={entries[language].caseSensitivity}
            choices={CASES}
            onChange={(value) => {
              set(language, { caseSensitivity: value as CaseSensitivity });
            }}
          />
        </fieldset>
      ))}
      <label class="check">
        <input
          type="checkbox"
          checked={translate}
          onChange={(e) => {
            setTranslate(e.currentTarget.checked);
          }}
        />
        Translate this term (clear to keep it as is in translations)
      </label>
      <Alert message={error} />
      <div class="row">
        <button type="submit" class="primary" disabled={busy}>
          Save term
        </button>
        <button type="button" onClick={props.onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
