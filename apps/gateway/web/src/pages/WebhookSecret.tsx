import { useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyField } from '../components/CopyField';
import { managesKeys, type Organization, type WebhookSecret as Secret } from '../types';

/** The key that signs webhooks (Standard Webhooks, `whsec_…`): revealed on request, rotated with a warning. */
export function WebhookSecret({ org }: { org: Organization }) {
  const [secret, setSecret] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [rotated, setRotated] = useState(false);
  const path = `/orgs/${org.id}/webhook-secret`;

  if (!managesKeys(org.role)) {
    return <p>Only owners and admins can see or rotate the webhook secret.</p>;
  }

  const load = async (request: () => Promise<Secret>) => {
    try {
      setSecret((await request()).secret);
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  return (
    <>
      <p>
        Webhook notifications carry a <code>webhook-signature</code> header: an HMAC-SHA256 made with this secret.
        Receivers check it to know the notification came from this service.
      </p>
      {secret ? (
        <CopyField label="Webhook secret" value={secret} />
      ) : (
        <button type="button" onClick={() => void load(() => api.get<Secret>(path))}>
          Reveal secret
        </button>
      )}
      {rotated && (
        <p role="status" class="warning">
          Secret rotated. Update every receiver with the new secret now.
        </p>
      )}
      <Alert message={error} />
      <h2>Rotate</h2>
      <p class="warning">
        Rotating takes effect at once: receivers still checking with the old secret reject every webhook until they are
        updated.
      </p>
      <button
        type="button"
        class="danger"
        onClick={() => {
          setConfirming(true);
        }}
      >
        Rotate secret
      </button>
      {confirming && (
        <ConfirmDialog
          title="Rotate the webhook secret?"
          confirmLabel="Rotate now"
          onConfirm={() => {
            setConfirming(false);
            void load(() => api.post<Secret>(`${path}/rotate`)).then(() => {
              setRotated(true);
            });
          }}
          onCancel={() => {
            setConfirming(false);
          }}
        >
          <p>The current secret stops working at once. Receivers must be updated with the new one.</p>
        </ConfirmDialog>
      )}
    </>
  );
}
