import { useEffect, useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert, formatDate } from '../components/Alert';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyField } from '../components/CopyField';
import { TableWrap } from '../components/TableWrap';
import { type ApiKey, type CreatedKey, managesKeys, type Organization } from '../types';

/** SPEC "Authentication": keys are created with a label, shown in full once, listed masked, revoked with confirmation. */
export function Keys({ org }: { org: Organization }) {
  const [keys, setKeys] = useState<ApiKey[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [created, setCreated] = useState<CreatedKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const base = `/orgs/${org.id}/keys`;
  const mayManage = managesKeys(org.role);

  const load = async () => {
    try {
      setKeys(await api.get<ApiKey[]>(base));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    void load();
  }, [org.id]);

  const revoke = async (key: ApiKey) => {
    try {
      await api.post(`${base}/${key.id}/revoke`);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
    setRevoking(null);
    await load();
  };

  return (
    <>
      {mayManage && (
        <CreateKey
          path={base}
          onCreated={(key) => {
            setCreated(key);
            void load();
          }}
        />
      )}
      {created && (
        <section class="new-key" aria-labelledby="new-key-title">
          <h2 id="new-key-title">Key “{created.label}” created</h2>
          <p class="warning">Copy this key now: it cannot be shown again. A lost key is replaced by a new one.</p>
          <CopyField label="New API key" value={created.key} />
          <button
            type="button"
            onClick={() => {
              setCreated(null);
            }}
          >
            Done
          </button>
        </section>
      )}
      <Alert message={error} />
      {keys === null ? (
        <p>Loading…</p>
      ) : keys.length === 0 ? (
        <p>No API keys yet.</p>
      ) : (
        <TableWrap label={`API keys of ${org.name}`}>
          <table>
            <caption class="visually-hidden">API keys of {org.name}</caption>
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Key</th>
                <th scope="col">Created</th>
                <th scope="col">Created by</th>
                <th scope="col">Last used</th>
                <th scope="col">State</th>
                {mayManage && <th scope="col">Actions</th>}
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <tr key={key.id}>
                  <td>{key.label}</td>
                  <td>
                    <code>{key.maskedKey}</code>
                  </td>
                  <td>{formatDate(key.createdAt)}</td>
                  <td>{key.createdBy ?? 'CLI'}</td>
                  <td>{key.lastUsedAt ? formatDate(key.lastUsedAt) : 'Never'}</td>
                  <td>{key.revokedAt ? `Revoked ${formatDate(key.revokedAt)}` : 'Active'}</td>
                  {mayManage && (
                    <td>
                      {!key.revokedAt && (
                        <button
                          type="button"
                          class="danger"
                          title={`Revoke “${key.label}”`}
                          onClick={() => {
                            setRevoking(key);
                          }}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.label}”?`}
          confirmLabel="Revoke key"
          onConfirm={() => void revoke(revoking)}
          onCancel={() => {
            setRevoking(null);
          }}
        >
          <p>
            Requests with <code>{revoking.maskedKey}</code> are refused at once. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}

function CreateKey({ path, onCreated }: { path: string; onCreated: (key: CreatedKey) => void }) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    try {
      onCreated(await api.post<CreatedKey>(path, { label: label.trim() }));
      setLabel('');
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form class="inline" onSubmit={(e) => void submit(e)}>
      <div>
        <label for="key-label">Label</label>
        <input
          id="key-label"
          required
          maxLength={200}
          placeholder="e.g. Production CMS"
          value={label}
          onInput={(e) => {
            setLabel(e.currentTarget.value);
          }}
        />
      </div>
      <button type="submit" class="primary" disabled={busy}>
        Create key
      </button>
      <Alert message={error} />
    </form>
  );
}
