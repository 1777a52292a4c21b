import { useEffect, useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert } from '../components/Alert';
import type { Session } from '../types';

export function SignIn({ onSignedIn }: { onSignedIn: (session: Session) => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    document.title = 'Sign in';
  }, []);

  const submit = async (event: Event) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onSignedIn(await api.post<Session>('/session', { email, password }));
    } catch (e) {
      setError(errorMessage(e));
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main class="narrow">
      <h1>Sign in</h1>
      <form onSubmit={(e) => void submit(e)}>
        <label for="email">Email</label>
        <input
          id="email"
          type="email"
          autocomplete="username"
          required
          value={email}
          onInput={(e) => {
            setEmail(e.currentTarget.value);
          }}
        />
        <label for="password">Password</label>
        <input
          id="password"
          type="password"
          autocomplete="current-password"
          required
          value={password}
          onInput={(e) => {
            setPassword(e.currentTarget.value);
          }}
        />
        <Alert message={error} />
        <button type="submit" class="primary" disabled={busy}>
          Sign in
        </button>
      </form>
    </main>
  );
}
