import { useEffect, useMemo, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { GlossaryFiles } from '../components/GlossaryFiles';
import { TermList } from '../components/TermList';
import { onLinkClick } from '../router';
import { editsGlossaries, type Glossary, type Organization } from '../types';
import { workspace } from '../workspace-api';
import { parseCodes } from './language-codes';

/** One glossary: its languages, its terms (browse, search, edit) and its files (import, export). */
export function GlossaryDetail({ org, glossaryId }: { org: Organization; glossaryId: string }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [glossary, setGlossary] = useState<Glossary | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Bumped when an import or a term change alters the terms, so the list reloads.
  const [revision, setRevision] = useState(0);
  const load = async () => {
    try {
      setGlossary(await api.get<Glossary>(`/translation/glossaries/${glossaryId}`));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    void load();
  }, [api, glossaryId, revision]);
  const editor = editsGlossaries(org.role);

  return (
    <>
      <p>
        <a href={`/app/orgs/${org.id}/glossaries`} onClick={onLinkClick}>
          All glossaries
        </a>
      </p>
      <Alert message={error} />
      {glossary && (
        <>
          <h2>{glossary.name}</h2>
          {glossary.description && <p>{glossary.description}</p>}
          <p>
            {glossary.termCount.toLocaleString()} terms in {glossary.languages.join(', ')}
          </p>
          {editor && <EditLanguages glossary={glossary} org={org} onSaved={setGlossary} />}
          <GlossaryFiles
            api={api}
            glossary={glossary}
            editor={editor}
            onImported={() => {
              setRevision((r) => r + 1);
            }}
          />
          <TermList
            api={api}
            glossary={glossary}
            editor={editor}
            revision={revision}
            onChanged={() => {
              setRevision((r) => r + 1);
            }}
          />
        </>
      )}
    </>
  );
}

function EditLanguages(props: { glossary: Glossary; org: Organization; onSaved: (glossary: Glossary) => void }) {
  const api = useMemo(() => workspace(props.org.id), [props.org.id]);
  const [languages, setLanguages] = useState(props.glossary.languages.join(', '));
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      const path = `/translation/glossaries/${props.glossary.id}`;
      props.onSaved(await api.send<Glossary>('PUT', path, { languages: parseCodes(languages) }));
      setError(null);
      setSaved('Languages saved.');
    } catch (e) {
      setSaved('');
      setError(errorMessage(e));
    }
  };
  return (
    <form class="inline" aria-label="Glossary languages" onSubmit={(e) => void submit(e)}>
      <div>
        <label for="glossary-languages-edit">Languages of the glossary</label>
        <input
          id="glossary-languages-edit"
          required
          value={languages}
          onInput={(e) => {
            setLanguages(e.currentTarget.value);
          }}
        />
      </div>
      <button type="submit">Save languages</button>
      <span role="status" class="hint">
        {saved}
      </span>
      <Alert message={error} />
    </form>
  );
}
