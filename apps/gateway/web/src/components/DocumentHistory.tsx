import { useEffect, useState } from 'preact/hooks';
import { errorMessage } from '../api';
import type { DocumentRecord, DownloadLink } from '../types';
import type { Workspace } from '../workspace-api';
import { Alert, formatDate } from './Alert';
import { ConfirmDialog } from './ConfirmDialog';

const HISTORY_SIZE = 50;
const POLL_MS = 1000;

/** The organization's documents, newest first; watched every second while one is in progress. */
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
        <div class="table-wrap" role="region" aria-label="Documents table" tabIndex={0}>
          <table>
            <caption class="visually-hidden">The last {HISTORY_SIZE} documents, newest first</caption>
            <thead>
              <tr>
                <th scope="col">File</th>
                <th scope="col">Languages</th>
                <th scope="col">Status</th>
                <th scope="col">Words</th>
                <th scope="col">Credits</th>
                <th scope="col">Terms followed</th>
                <th scope="col">Uploaded</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {documents.map((d) => (
                <tr key={d.id}>
                  <td>{d.filename}</td>
                  <td>
                    {d.sourceLanguage} → {d.targetLanguage}
                  </td>
                  <td>
                    <Status record={d} />
                  </td>
                  <td>{d.wordCount?.toLocaleString() ?? '—'}</td>
                  <td>{d.credits?.toLocaleString() ?? '—'}</td>
                  <td>{d.terms ? `${d.terms.followed} of ${d.terms.found}` : '—'}</td>
                  <td>{formatDate(d.createdAt)}</td>
                  <td>
                    <div class="row">
                      {d.status === 'READY' && (
                        <button type="button" onClick={() => void download(d)}>
                          Download “{d.filename}”
                        </button>
                      )}
                      <button
                        type="button"
                        onClick={() => {
                          setDeleting(d);
                        }}
                      >
                        Delete “{d.filename}”
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
