import { useMemo, useState } from 'preact/hooks';
import { Alert, formatDate } from '../components/Alert';
import { Pager } from '../components/Pager';
import { TableWrap } from '../components/TableWrap';
import { useAction } from '../components/use-action';
import { useListing } from '../components/use-listing';
import { onLinkClick } from '../router';
import { editsGlossaries, type Glossary, type Organization } from '../types';
import { workspace } from '../workspace-api';
import { parseCodes } from './language-codes';

const PAGE_SIZE = 20;

/** CONTRACT "Web workspace": the organization's glossaries, and a new one for owners and admins. */
export function Glossaries({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [page, setPage] = useState(1);
  const {
    listing,
    error,
    reload: load,
  } = useListing<Glossary>(api, `/translation/glossaries?page=${page}&limit=${PAGE_SIZE}`);

  return (
    <>
      {editsGlossaries(org.role) && <CreateGlossary org={org} onCreated={() => void load()} />}
      <Alert message={error} />
      {listing === null ? (
        <p>Loading…</p>
      ) : listing.items.length === 0 ? (
        <p>No glossaries yet.</p>
      ) : (
        <TableWrap label="Glossaries table">
          <table>
            <caption class="visually-hidden">Glossaries of {org.name}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Languages</th>
                <th scope="col">Terms</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {listing.items.map((g) => (
                <tr key={g.id}>
                  <td>
                    <a href={`/app/orgs/${org.id}/glossaries/${g.id}`} onClick={onLinkClick}>
                      {g.name}
                    </a>
                  </td>
                  <td>{g.languages.join(', ')}</td>
                  <td>{g.termCount.toLocaleString()}</td>
                  <td>{formatDate(g.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager label="Glossary pages" page={page} totalPages={listing?.totalPages ?? 0} onPage={setPage} />
    </>
  );
}

function CreateGlossary({ org, onCreated }: { org: Organization; onCreated: () => void }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [name, setName] = useState('');
  const [languages, setLanguages] = useState('');
  const { busy, error, run } = useAction();
  const submit = (event: Event) =>
    run(async () => {
      event.preventDefault();
      await api.send('POST', '/translation/glossaries', { name: name.trim(), languages: parseCodes(languages) });
      setName('');
      setLanguages('');
      onCreated();
    });
  return (
    <form class="inline" aria-label="New glossary" onSubmit={(e) => void submit(e)}>
      <div>
        <label for="glossary-name">Name</label>
        <input
          id="glossary-name"
          required
          maxLength={200}
          value={name}
          onInput={(e) => {
            setName(e.currentTarget.value);
          }}
        />
      </div>
      <div>
        <label for="glossary-languages">Languages</label>
        <input
          id="glossary-languages"
          required
          aria-describedby="glossary-languages-hint"
          placeholder="en, es, de"
          value={languages}
          onInput={(e) => {
            setLanguages(e.currentTarget.value);
          }}
        />
        <span id="glossary-languages-hint" class="hint">
          Language codes, separated by commas or spaces
        </span>
      </div>
      <button type="submit" class="primary" disabled={busy}>
        Create glossary
      </button>
      <Alert message={error} />
    </form>
  );
}
