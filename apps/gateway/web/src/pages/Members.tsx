import { useEffect, useState } from 'preact/hooks';
import { api, errorMessage } from '../api';
import { Alert, formatDate } from '../components/Alert';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { CopyField } from '../components/CopyField';
import { TableWrap } from '../components/TableWrap';
import type { CreatedInvitation, Member, Members as MembersData, Organization, Role, Session } from '../types';

const ROLES: Role[] = ['owner', 'admin', 'member'];

/** Members and pending invitations; owners invite, change roles and remove (never the last owner). */
export function Members({ org, session }: { org: Organization; session: Session }) {
  const [data, setData] = useState<MembersData | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const base = `/orgs/${org.id}`;
  const isOwner = org.role === 'owner';

  const load = async () => {
    try {
      setData(await api.get<MembersData>(`${base}/members`));
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  useEffect(() => {
    void load();
  }, [org.id]);

  const act = async (change: () => Promise<unknown>) => {
    try {
      await change();
      setError(null);
    } catch (e) {
      setError(errorMessage(e));
    }
    await load();
  };

  return (
    <>
      {isOwner && <Invite path={`${base}/invitations`} onInvited={() => void load()} />}
      <Alert message={error} />
      {data === null ? (
        <p>Loading…</p>
      ) : (
        <>
          <TableWrap label={`Members of ${org.name}`}>
            <table>
              <caption class="visually-hidden">Members of {org.name}</caption>
              <thead>
                <tr>
                  <th scope="col">Email</th>
                  <th scope="col">Role</th>
                  <th scope="col">Joined</th>
                  {isOwner && <th scope="col">Actions</th>}
                </tr>
              </thead>
              <tbody>
                {data.members.map((member) => (
                  <tr key={member.userId}>
                    <td>
                      {member.email}
                      {member.userId === session.user.id && <span class="hint"> (you)</span>}
                    </td>
                    <td>
                      {isOwner ? (
                        <select
                          aria-label={`Role of ${member.email}`}
                          value={member.role}
                          onChange={(e) => {
                            const role = e.currentTarget.value;
                            void act(() => api.patch(`${base}/members/${member.userId}`, { role }));
                          }}
                        >
                          {ROLES.map((role) => (
                            <option key={role} value={role}>
                              {role}
                            </option>
                          ))}
                        </select>
                      ) : (
                        member.role
                      )}
                    </td>
                    <td>{formatDate(member.joinedAt)}</td>
                    {isOwner && (
                      <td>
                        <button
                          type="button"
                          class="danger"
                          onClick={() => {
                            setRemoving(member);
                          }}
                        >
                          Remove
                        </button>
                      </td>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          <h2>Pending invitations</h2>
          {data.invitations.length === 0 ? (
            <p>None.</p>
          ) : (
            <ul>
              {data.invitations.map((invitation) => (
                <li key={invitation.id}>
                  {invitation.email} as {invitation.role}, by {invitation.invitedBy}, valid until{' '}
                  {formatDate(invitation.expiresAt)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={`Remove ${removing.email}?`}
          confirmLabel="Remove member"
          onConfirm={() => {
            const member = removing;
            setRemoving(null);
            void act(() => api.delete(`${base}/members/${member.userId}`));
          }}
          onCancel={() => {
            setRemoving(null);
          }}
        >
          <p>They lose access to this organization at once. API keys they created keep working.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

function Invite({ path, onInvited }: { path: string; onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('member');
  const [link, setLink] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: Event) => {
    event.preventDefault();
    try {
      const invitation = await api.post<CreatedInvitation>(path, { email: email.trim(), role });
      // The token travels after '#': browsers never send it to a server or in a Referer.
      setLink(`${location.origin}/app/invitation#${invitation.token}`);
      setEmail('');
      setError(null);
      onInvited();
    } catch (e) {
      setError(errorMessage(e));
    }
  };
  return (
    <section class="panel" aria-labelledby="invite-title">
      <h2 id="invite-title">Invite a member</h2>
      <form class="inline" onSubmit={(e) => void submit(e)}>
        <div>
          <label for="invite-email">Email</label>
          <input
            id="invite-email"
            type="email"
            required
            value={email}
            onInput={(e) => {
              setEmail(e.currentTarget.value);
            }}
          />
        </div>
        <div class="fit">
          <label for="invite-role">Role</label>
          <select
            id="invite-role"
            value={role}
            onChange={(e) => {
              setRole(e.currentTarget.value as Role);
            }}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" class="primary">
          Invite
        </button>
        <Alert message={error} />
      </form>
      {link && (
        <>
          <p class="warning">
            The service sends no email: copy this link to the person. It works once, for 7 days, and is not shown again.
          </p>
          <CopyField label="Invitation link" value={link} />
        </>
      )}
    </section>
  );
}
