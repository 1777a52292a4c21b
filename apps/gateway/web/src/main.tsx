import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, ApiError, setCsrfToken, whenSignedOut } from './api';
import { Layout, type Section } from './components/Layout';
import { AcceptInvitation } from './pages/AcceptInvitation';
import { Documents } from './pages/Documents';
import { Glossaries } from './pages/Glossaries';
import { GlossaryDetail } from './pages/GlossaryDetail';
import { Keys } from './pages/Keys';
import { Members } from './pages/Members';
import { Memories } from './pages/Memories';
import { MemoryDetail } from './pages/MemoryDetail';
import { OrgPicker } from './pages/OrgPicker';
import { SignIn } from './pages/SignIn';
import { TermCheck } from './pages/TermCheck';
import { Translate } from './pages/Translate';
import { Usage } from './pages/Usage';
import { WebhookSecret } from './pages/WebhookSecret';
import { navigate, usePath } from './router';
import type { Organization, Session } from './types';
import './styles.css';

// /app/orgs/<org>/<section>, and /app/orgs/<org>/glossaries/<glossary> (or memories/<memory>) for one item.
const ORG_PAGE =
  /^\/app\/orgs\/([^/]+)\/(translate|glossaries|term-check|documents|memories|keys|members|webhook-secret|usage)(?:\/([^/]+))?\/?$/;

function App() {
  const path = usePath();
  // undefined while asking the server, null when signed out.
  const [session, setSession] = useState<Session | null | undefined>(undefined);

  const signedIn = (next: Session | null) => {
    setCsrfToken(next?.csrfToken ?? null);
    setSession(next);
  };
  useEffect(() => {
    whenSignedOut(() => {
      signedIn(null);
    });
    api.get<Session>('/session').then(signedIn, (error: unknown) => {
      if (error instanceof ApiError && error.status === 401) signedIn(null);
      else throw error;
    });
  }, []);

  const signOut = async () => {
    await api.delete('/session').catch(() => undefined);
    signedIn(null);
    navigate('/app');
  };

  if (path === '/app/invitation') return <AcceptInvitation onSignedIn={signedIn} />;
  if (session === undefined) return <p class="narrow">Loading…</p>;
  if (session === null) return <SignIn onSignedIn={signedIn} />;

  const match = ORG_PAGE.exec(path);
  if (!match) {
    if (session.organizations.length === 1) {
      navigate(`/app/orgs/${session.organizations[0].id}/keys`, true);
      return null;
    }
    return <OrgPicker session={session} onSignOut={() => void signOut()} />;
  }
  const org = session.organizations.find((o) => o.id === match[1]);
  if (!org) return <OrgPicker session={session} onSignOut={() => void signOut()} />;
  const section = match[2] as Section;
  return (
    <Layout session={session} org={org} section={section} onSignOut={() => void signOut()}>
      <Page section={section} org={org} session={session} item={match[3]} />
    </Layout>
  );
}

function Page(props: { section: Section; org: Organization; session: Session; item?: string }) {
  const { org, session } = props;
  switch (props.section) {
    case 'translate':
      return <Translate org={org} />;
    case 'glossaries':
      return props.item ? <GlossaryDetail org={org} glossaryId={props.item} /> : <Glossaries org={org} />;
    case 'term-check':
      return <TermCheck org={org} />;
    case 'documents':
      return <Documents org={org} />;
    case 'memories':
      return props.item ? <MemoryDetail org={org} memoryId={props.item} /> : <Memories org={org} />;
    case 'keys':
      return <Keys org={org} />;
    case 'members':
      return <Members org={org} session={session} />;
    case 'webhook-secret':
      return <WebhookSecret org={org} />;
    case 'usage':
      return <Usage org={org} />;
  }
}

const root = document.getElementById('root');
if (root) render(<App />, root);
