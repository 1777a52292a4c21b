import { useEffect, useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert } from '../components/Alert';
import { navigate } from '../router';
import type { InvitationPreview, Session } from '../types';

/** The invitation link's page (/app/invitation#<token>): a new person chooses a password, an existing one signs in. */
export function AcceptInvitation({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const token = location.hash.slice(1);
  const [preview, setPreview] = useState<InvitationPreview | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    document.title = 'Accept invitation';
    api.post<InvitationPreview>('/invitations/preview', { token }).then(setPreview, (e: unknown) => {
      setError(errorMessage(e));
    });
  }, [token]);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    try {
      const session = await api.post<Session>('/invitations/accept', { token, password });
      onSignedIn(session);
      navigate('/app', true);
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="narrow">
      <h1>Accept invitation</h1>
      {preview && (
        <form onSubmit={(e) => void submit(e)}>
          <p>
            Join <strong>{preview.organizationName}</strong> as <strong>{preview.role}</strong>.
          </p>
          <label for="invited-email">Email</label>
          <input id="invited-email" type="email" readOnly value={preview.email} autocomplete="username" />
          <label for="invited-password">Password</label>
          <input
            id="invited-password"
            type="password"
            required
            minLength={preview.existingUser ? 1 : 8}
            autocomplete={preview.existingUser ? 'current-password' : 'new-password'}
            aria-describedby="password-hint"
            value={password}
            onInput={(e) => {
              setPassword(e.currentTarget.value);
            }}
          />
          <p id="password-hint" class="hint">
            {preview.existingUser
              ? 'You already have an account: enter its password.'
              : 'Choose a password of at least 8 characters.'}
          </p>
          <Alert message={error} />
          <button type="submit" class="primary" disabled={busy}>
            Accept invitation
          </button>
        </form>
      )}
      {!preview && <Alert message={error} />}
    </main>
  );
}
