import { useMemo, useState } from 'preact/hooks';
import { Alert, formatDate } from '../components/Alert';
import { Pager } from '../components/Pager';
import { TableWrap } from '../components/TableWrap';
import { useAction } from '../components/use-action';
import { useListing } from '../components/use-listing';
import { onLinkClick } from '../router';
import { editsMemories, type Memory, type Organization } from '../types';
import { workspace } from '../workspace-api';

const PAGE_SIZE = 20;

/** CONTRACT "Web workspace": the organization's translation memories, and a new one for owners and admins. */
export function Memories({ org }: { org: Organization }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [page, setPage] = useState(1);
  const {
    listing,
    error,
    reload: load,
  } = useListing<Memory>(api, `/translation/memories?page=${page}&limit=${PAGE_SIZE}`);

  return (
    <>
      {editsMemories(org.role) && <CreateMemory org={org} onCreated={() => void load()} />}
      <Alert message={error} />
      {listing === null ? (
        <p>Loading…</p>
      ) : listing.items.length === 0 ? (
        <p>No translation memories yet.</p>
      ) : (
        <TableWrap label="Memories table">
          <table>
            <caption class="visually-hidden">Translation memories of {org.name}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Language pairs</th>
                <th scope="col">Units</th>
                <th scope="col">Changed</th>
              </tr>
            </thead>
            <tbody>
              {listing.items.map((m) => (
                <tr key={m.id}>
                  <td>
                    <a href={`/app/orgs/${org.id}/memories/${m.id}`} onClick={onLinkClick}>
                      {m.name}
                    </a>
                    {m.description && <span class="definition">{m.description}</span>}
                  </td>
                  <td>{pairsText(m)}</td>
                  <td>{m.unitCount.toLocaleString()}</td>
                  <td>{formatDate(m.updatedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      <Pager label="Memory pages" page={page} totalPages={listing?.totalPages ?? 0} onPage={setPage} />
    </>
  );
}

export function pairsText(memory: Memory): string {
  if (memory.languagePairs.length === 0) return 'none yet';
  return memory.languagePairs.map((p) => `${p.sourceLanguage} → ${p.targetLanguage}`).join(', ');
}

function CreateMemory({ org, onCreated }: { org: Organization; onCreated: () => void }) {
  const api = useMemo(() => workspace(org.id), [org.id]);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const { busy, error, run } = useAction();
  const submit = (event: Event) =>
    run(async () => {
      event.preventDefault();
      const text = description.trim();
      await api.send('POST', '/translation/memories', { name: name.trim(), ...(text ? { description: text } : {}) });
      setName('');
      setDescription('');
      onCreated();
    });
  return (
    <form class="inline" aria-label="New memory" onSubmit={(e) => void submit(e)}>
      <div>
        <label for="memory-name">Name</label>
        <input
          id="memory-name"
          required
          maxLength={200}
          value={name}
          onInput={(e) => {
            setName(e.currentTarget.value);
          }}
        />
      </div>
      <div>
        <label for="memory-description">Description</label>
        <input
          id="memory-description"
          value={description}
          onInput={(e) => {
            setDescription(e.currentTarget.value);
          }}
        />
      </div>
      <button type="submit" class="primary" disabled={busy}>
        Create memory
      </button>
      <Alert message={error} />
    </form>
  );
}
