import { postJson } from '../api/request';
import type { Answer } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { usersCopy as copy } from '../content/users';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { Time } from '../ui/Time';
import { ViewHeading } from '../ui/ViewHeading';
import { InviteForm } from './InviteForm';

export default function UsersView() {
  const users = useApi<Answer<'GET /users'>>('/users');
  const { run, busy } = useAction();
  const revoke = async (email: string) => {
    if ((await run(() => postJson('/users/revoke', { email }), copy.revoked(email))) !== undefined)
      users.reload();
  };
  return (
    <>
      <ViewHeading title={copy.title} />
      {users.error && <ErrorNotice message={users.error.message} onRetry={users.reload} />}
      {users.loading && <Loading />}
      {users.data && (
        <Section title={copy.title}>
          <ul className="divide-y divide-background">
            {users.data.users.map((user) => (
              <li
                key={user.email}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="break-all font-medium">{user.email}</p>
                  <p className="text-sm text-ink-muted">
                    {copy.roleOf(user.role)} · {copy.passkeyCount(user.passkeys)} ·{' '}
                    {copy.lastSignIn}{' '}
                    {user.lastSignInAt === null ? copy.never : <Time value={user.lastSignInAt} />} ·{' '}
                    {copy.created} <Time value={user.createdAt} />
                  </p>
                </div>
                <ConfirmButton
                  label={copy.revokeOne(user.email)}
                  question={copy.revokeConfirm(user.email)}
                  busy={busy}
                  onConfirm={() => void revoke(user.email)}
                />
              </li>
            ))}
          </ul>
        </Section>
      )}
      <Section title={copy.inviteTitle}>
        <InviteForm onInvited={users.reload} />
      </Section>
    </>
  );
}
