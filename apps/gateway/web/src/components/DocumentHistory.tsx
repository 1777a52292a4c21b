import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { DocumentRecord, DownloadLink } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert, formatDate } from './Alert';
import { ConfirmDialog } from './ConfirmDialog';

const HISTORY_SIZE = 50;
const POLL_MS = 1000;

/** The organization's last 50 documents, newest first; watched every second while one is in progress. */
export function DocumentHistory({ api, revision }: { api: Workspace; revision: number }) {
  const [documents, setDocuments] = useState<DocumentRecord[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<DocumentRecord | null>(null);
  const load = async () => {
    try {
      setDocuments(await api.get<DocumentRecord[]>(`/translation/documents?limit=${HISTORY_SIZE}`));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    void load();
  }, [api, revision]);
  const pending = documents?.some((d) => d.status === 'PENDING') ?? false;
  useEffect(() => {
    if (!pending) return;
    const timer = setInterval(() => void load(), POLL_MS);
    return () => {
      clearInterval(timer);
    };
  }, [pending, api]);

  const download = async (record: DocumentRecord) => {
    try {
      setError(null);
      const link = await api.get<DownloadLink>(`/translation/documents/${record.id}/download`);
      // The signed link needs no credential and answers an attachment: the browser saves it.
      const anchor = document.createElement('a');
      anchor.href = link.downloadUrl;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  const remove = async (record: DocumentRecord) => {
    try {
      await api.send('DELETE', `/translation/documents/${record.id}`);
      setDeleting(null);
      await load();
    } catch (e) {
      setDeleting(null);
      setError(errorMessage(e));
    }
  };

  return (
    <section aria-labelledby="history-title">
      <h2 id="history-title">History</h2>
      <Alert message={error} />
      {documents === null ? (
        <p>Loading…</p>
      ) : documents.length === 0 ? (
        <p>No documents yet.</p>
      ) : (
        // A list rather than a table: eight columns do not fit 375 px, a card per document does.
        <ul class="terms" aria-label="Documents">
          {documents.map((d) => (
            <li key={d.id} class="term document">
              <strong>{d.filename}</strong>
              <dl>
                <Fact name="Languages">
                  {d.sourceLanguage} → {d.targetLanguage}
                </Fact>
                <Fact name="Status">
                  <Status record={d} />
                </Fact>
                <Fact name="Words">{d.wordCount?.toLocaleString() ?? '—'}</Fact>
                <Fact name="Credits">{d.credits?.toLocaleString() ?? '—'}</Fact>
                {d.terms && (
                  <Fact name="Terms followed">
                    {d.terms.followed} of {d.terms.found}
                  </Fact>
                )}
                <Fact name="Uploaded">{formatDate(d.createdAt)}</Fact>
              </dl>
              <div class="row">
                {d.status === 'READY' && (
                  <button type="button" onClick={() => void download(d)}>
                    Download<span class="visually-hidden"> “{d.filename}”</span>
                  </button>
                )}
                <button
                  type="button"
                  onClick={() => {
                    setDeleting(d);
                  }}
                >
                  Delete<span class="visually-hidden"> “{d.filename}”</span>
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title="Delete this document?"
          confirmLabel="Delete document"
          onConfirm={() => void remove(deleting)}
          onCancel={() => {
            setDeleting(null);
          }}
        >
          <p>{deleting.filename} and its translation are deleted for everyone in the organization.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}

function Fact({ name, children }: { name: string; children: ComponentChildren }) {
  return (
    <div>
      <dt>{name}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Status({ record }: { record: DocumentRecord }) {
  if (record.status === 'READY') return <>Ready</>;
  if (record.status === 'ERROR') return <>Failed: {record.error?.message ?? 'the document could not be translated'}</>;
  return (
    <>
      In progress, {record.progress}%
      <progress max={100} value={record.progress} aria-label={`Progress of ${record.filename}`} />
    </>
  );
}
