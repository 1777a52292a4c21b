import type { ComponentChildren } from 'preact';
import { useEffect } from 'preact/hooks';
import { onLinkClick } from '../router';
import type { Organization, Session } from '../types';

const SECTIONS = [
  ['translate', 'Translate'],
  ['glossaries', 'Glossaries'],
  ['term-check', 'Term check'],
  ['documents', 'Documents'],
  ['memories', 'Memories'],
  ['keys', 'API keys'],
  ['members', 'Members'],
  ['webhook-secret', 'Webhook secret'],
  ['usage', 'Usage'],
] as const;

export type Section = (typeof SECTIONS)[number][0];

/** Header (organization, sections, sign-out) around one page, whose title is the page's h1 and the tab title. */
export function Layout(props: {
  session: Session;
  org: Organization;
  section: Section;
  onSignOut: () => void;
  children: ComponentChildren;
}) {
  const title = SECTIONS.find(([id]) => id === props.section)?.[1] ?? '';
  useEffect(() => {
    document.title = `${title} · ${props.org.name}`;
  }, [title, props.org.name]);
  return (
    <>
      <header class="top">
        <div class="who">
          <strong>{props.org.name}</strong>
          <span class="hint">
            {props.session.user.email} ({props.org.role})
          </span>
          {props.session.organizations.length > 1 && (
            <a href="/app" onClick={onLinkClick}>
              Switch organization
            </a>
          )}
        </div>
        <button type="button" onClick={props.onSignOut}>
          Sign out
        </button>
      </header>
      <nav aria-label="Sections">
        <ul>
          {SECTIONS.map(([id, name]) => (
            <li key={id}>
              <a
                href={`/app/orgs/${props.org.id}/${id}`}
                aria-current={id === props.section ? 'page' : undefined}
                onClick={onLinkClick}
              >
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <main>
        <h1>{title}</h1>
        {props.children}
      </main>
    </>
  );
}
