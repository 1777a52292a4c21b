import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { Glossary, Term } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert } from './Alert';
import { ConfirmDialog } from './ConfirmDialog';
import { Pager } from './Pager';
import { TermEditor } from './TermEditor';

const PAGE_SIZE = 25;

/** The glossary's terms a page at a time, searched by the server; editors add, edit and delete. */
export function TermList(props: {
  api: Workspace;
  glossary: Glossary;
  editor: boolean;
  revision: number;
  onChanged: () => void;
}) {
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [listing, setListing] = useState<{ items: Term[]; total: number; totalPages: number } | null>(null);
  const [error, setError] = useState<string | null>(null);
  // null: no editor open; 'new': adding; a term: editing it.
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Term | null>(null);
  const base = `/translation/glossaries/${props.glossary.id}/terms`;

  useEffect(() => {
    const params = new URLSearchParams({ page: String(page), limit: String(PAGE_SIZE) });
    if (search) params.set('search', search);
    props.api.page<Term>(`${base}?${params.toString()}`).then(setListing, (e: unknown) => {
      setError(errorMessage(e));
    });
  }, [props.api, base, page, search, props.revision]);

  const remove = async (term: Term) => {
    try {
      await props.api.send('DELETE', `${base}/${term.id}`);
      setError(null);
      props.onChanged();
    } catch (e) {
      setError(errorMessage(e));
    }
    setDeleting(null);
  };
  const saved = () => {
    setEditing(null);
    props.onChanged();
  };

  return (
    <section aria-labelledby="terms-title">
      <h3 id="terms-title">Terms</h3>
      <form
        role="search"
        class="inline"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setSearch(query.trim());
        }}
      >
        <div>
          <label for="term-search">Search terms</label>
          <input
            id="term-search"
            type="search"
            maxLength={200}
            value={query}
            onInput={(e) => {
              setQuery(e.currentTarget.value);
            }}
          />
        </div>
        <button type="submit">Search</button>
        {props.editor && (
          <button
            type="button"
            class="primary"
            onClick={() => {
              setEditing('new');
            }}
          >
            Add term
          </button>
        )}
      </form>
      {editing && (
        <TermEditor
          api={props.api}
          glossary={props.glossary}
          term={editing === 'new' ? null : editing}
          onSaved={saved}
          onCancel={() => {
            setEditing(null);
          }}
        />
      )}
      <Alert message={error} />
      {listing === null ? (
        <p>Loading…</p>
      ) : listing.items.length === 0 ? (
        <p>{search ? `No term matches “${search}”.` : 'No terms yet.'}</p>
      ) : (
        <>
          <p class="hint" role="status">
            {countText(listing.total, search)}
          </p>
          <ul class="terms">
            {listing.items.map((term) => (
              <TermItem
                key={term.id}
                term={term}
                editor={props.editor}
                onEdit={() => {
                  setEditing(term);
                }}
                onDelete={() => {
                  setDeleting(term);
                }}
              />
            ))}
          </ul>
        </>
      )}
      <Pager label="Term pages" page={page} totalPages={listing?.totalPages ?? 0} onPage={setPage} />
      {deleting && (
        <ConfirmDialog
          title={`Delete “${deleting.definitions[0]?.term ?? ''}”?`}
          confirmLabel="Delete term"
          onConfirm={() => void remove(deleting)}
          onCancel={() => {
            setDeleting(null);
          }}
        >
          <p>The term and its entries in every language are deleted.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function TermItem(props: { term: Term; editor: boolean; onEdit: () => void; onDelete: () => void }) {
  const name = props.term.definitions[0]?.term ?? '';
  return (
    <li class="term">
      <dl>
        {props.term.definitions.map((d) => (
          <div key={d.language}>
            <dt>{d.language}</dt>
            <dd>
              <strong>{d.term}</strong>
              {d.caseSensitivity !== 'auto' && <span class="hint"> (case: {d.caseSensitivity})</span>}
              {d.definition && <span class="definition">{d.definition}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {!props.term.translationFlag && <p class="hint">Kept as is in translations</p>}
      {props.editor && (
        <div class="row">
          <button type="button" aria-label={`Edit “${name}”`} onClick={props.onEdit}>
            Edit
          </button>
          <button type="button" class="danger" aria-label={`Delete “${name}”`} onClick={props.onDelete}>
            Delete
          </button>
        </div>
      )}
    </li>
  );
}

function countText(total: number, search: string): string {
  const terms = `${total.toLocaleString()} ${total === 1 ? 'term' : 'terms'}`;
  return search ? `${terms} ${total === 1 ? 'matches' : 'match'} “${search}”` : terms;
}
