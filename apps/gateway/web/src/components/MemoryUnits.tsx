import { useEffect, useId, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Memory, MemoryUnit } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { pairChoices } from './MemoryLookup';
import { Pager } from './Pager';
import { Select } from './Select';

const PAGE_SIZE = 25;

interface Filters {
  pair: string;
  q: string;
}

/** The memory's units, 25 a page, filtered by language pair and by a text in source or target. */
export function MemoryUnits(props: { api: Workspace; memory: Memory; revision: number }) {
  const searchId = useId();
  const [draft, setDraft] = useState<Filters>({ pair: '', q: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<{ items: MemoryUnit[]; total: number; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const query = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
    const [source, target] = filters.pair.split('|');
    if (source) query.set('sourceLanguage', source);
    if (target) query.set('targetLanguage', target);
    if (filters.q) query.set('q', filters.q);
    props.api.page<MemoryUnit>(`/translation/memories/${props.memory.id}/units?${query}`).then(
      (next) => {
        setListing(next);
        setError(null);
      },
      (e: unknown) => {
        setError(errorMessage(e));
      },
    );
  }, [props.api, props.memory.id, props.revision, filters, page]);

  const submit = (event: Event) => {
    event.preventDefault();
    setPage(1);
    setFilters({ ...draft, q: draft.q.trim() });
  };
  return (
    <section aria-labelledby="units-title">
      <h3 id="units-title">Units</h3>
      <form class="inline" aria-label="Filter units" onSubmit={submit}>
        <Select
          label="Units of the pair"
          value={draft.pair}
          choices={[{ value: '', label: 'Every pair' }, ...pairChoices(props.memory)]}
          onChange={(pair) => {
            setDraft((d) => ({ ...d, pair }));
          }}
        />
        <div>
          <label for={searchId}>Search units</label>
          <input
            id={searchId}
            type="search"
            value={draft.q}
            onInput={(e) => {
              setDraft((d) => ({ ...d, q: e.currentTarget.value }));
            }}
          />
        </div>
        <button type="submit">Filter</button>
      </form>
      <Alert message={error} />
      {listing && (
        <p role="status">
          {listing.total.toLocaleString()} {listing.total === 1 ? 'unit' : 'units'}
          {filters.q && ` containing “${filters.q}”`}
        </p>
      )}
      <ul class="terms" aria-label="Units">
        {listing?.items.map((u) => (
          <li key={u.id} class="term unit">
            <dl>
              <div>
                <dt>{u.sourceLanguage}</dt>
                <dd>{u.source}</dd>
              </div>
              <div>
                <dt>{u.targetLanguage}</dt>
                <dd>{u.target}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <Pager label="Unit pages" page={page} totalPages={listing?.totalPages ?? 0} onPage={setPage} />
    </section>
  );
}
