import { postJson } from '../api/request';
import type { ConsoleUser } from '../api/types';
import { useApi } from '../api/useApi';
import { useAction } from '../auth/useAction';
import { usersCopy as copy } from '../content/users';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { cellClass, TableScroll } from '../ui/TableScroll';
import { Time } from '../ui/Time';
import { ViewHeading } from '../ui/ViewHeading';
import { InviteForm } from './InviteForm';

export default function UsersView() {
  const users = useApi<{ users: ConsoleUser[] }>('/users');
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
          <TableScroll label={copy.title}>
            <table className="w-full min-w-[40rem] border-collapse">
              <thead>
                <tr>
                  {[
                    copy.email,
                    copy.role,
                    copy.passkeys,
                    copy.lastSignIn,
                    copy.created,
                    copy.action,
                  ].map((heading) => (
                    <th key={heading} scope="col" className={cellClass}>
                      {heading}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {users.data.users.map((user) => (
                  <tr key={user.email}>
                    <th scope="row" className={`${cellClass} break-all font-normal`}>
                      {user.email}
                    </th>
                    <td className={cellClass}>{user.role}</td>
                    <td className={cellClass}>{user.passkeys}</td>
                    <td className={cellClass}>
                      {user.lastSignInAt === null ? copy.never : <Time value={user.lastSignInAt} />}
                    </td>
                    <td className={cellClass}>
                      <Time value={user.createdAt} />
                    </td>
                    <td className={cellClass}>
                      <ConfirmButton
                        label={copy.revokeOne(user.email)}
                        question={copy.revokeConfirm(user.email)}
                        disabled={busy}
                        onConfirm={() => void revoke(user.email)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        </Section>
      )}
      <Section title={copy.inviteTitle}>
        <InviteForm onInvited={users.reload} />
      </Section>
    </>
  );
}
