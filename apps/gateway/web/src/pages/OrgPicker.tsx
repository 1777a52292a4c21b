import { useEffect } from 'preact/hooks';
import { onLinkClick } from '../router';
import type { Session } from '../types';

/** For a person in several organizations; everything after this page is per organization. */
export function OrgPicker({ session, onSignOut }: { session: Session; onSignOut: () => void }) {
  useEffect(() => {
    document.title = 'Choose an organization';
  }, []);
  return (
    <main class="narrow">
      <h1>Choose an organization</h1>
      {session.organizations.length === 0 ? (
        <p>{session.user.email} belongs to no organization yet. Ask an owner for an invitation.</p>
      ) : (
        <ul class="orgs">
          {session.organizations.map((org) => (
            <li key={org.id}>
              <a href={`/app/orgs/${org.id}/keys`} onClick={onLinkClick}>
                {org.name}
              </a>{' '}
              <span class="hint">({org.role})</span>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onSignOut}>
        Sign out
      </button>
    </main>
  );
}
