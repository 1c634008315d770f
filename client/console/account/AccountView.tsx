import { useId, useState, type FormEvent } from 'react';
import { postJson } from '../api/request';
import type { Passkey, Session } from '../api/types';
import { useApi } from '../api/useApi';
import { addPasskey } from '../auth/passkeys';
import { useSession } from '../auth/session';
import { useAction } from '../auth/useAction';
import { accountCopy as copy } from '../content/account';
import { fieldClass } from '../leads/FilterForm';
import { buttonClass } from '../ui/buttons';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { cellClass, TableScroll } from '../ui/TableScroll';
import { Time } from '../ui/Time';
import { ViewHeading } from '../ui/ViewHeading';

interface Account {
  passkeys: Passkey[];
  sessions: Session[];
}

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const { run, busy } = useAction();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run(() => addPasskey(name.trim()), copy.added)) !== undefined) {
      setName('');
      onAdded();
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} className="mt-6 max-w-md">
      <h3 className="text-lg">{copy.addTitle}</h3>
      <label htmlFor={id} className="mt-2 block font-medium">
        {copy.newName}
      </label>
      <input
        id={id}
        value={name}
        maxLength={60}
        onChange={(event) => setName(event.target.value)}
        aria-describedby={`${id}-hint`}
        className={fieldClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {copy.newNameHint}
      </p>
      <button type="submit" className={`${buttonClass.primary} mt-3`} disabled={busy}>
        {busy ? copy.adding : copy.add}
      </button>
    </form>
  );
}

export default function AccountView() {
  const account = useApi<Account>('/account');
  const { setUser } = useSession();
  const { run, busy } = useAction();
  const remove = async (passkey: Passkey) => {
    const path = `/passkeys/${encodeURIComponent(passkey.id)}/remove`;
    if ((await run(() => postJson(path), copy.removed)) !== undefined) account.reload();
  };
  const end = async (session: Session) => {
    const path = `/sessions/${encodeURIComponent(session.id)}/end`;
    if ((await run(() => postJson(path), copy.ended)) === undefined) return;
    if (session.current) setUser(null);
    else account.reload();
  };
  return (
    <>
      <ViewHeading title={copy.title} />
      {account.error && <ErrorNotice message={account.error.message} onRetry={account.reload} />}
      {account.loading && <Loading />}
      {account.data && (
        <>
          <Section title={copy.passkeys}>
            <p className="mb-4 max-w-prose">{copy.passkeysIntro}</p>
            <TableScroll label={copy.passkeys}>
              <table className="w-full min-w-[32rem] border-collapse">
                <thead>
                  <tr>
                    {[copy.passkeyName, copy.created, copy.lastUsed, copy.action].map((heading) => (
                      <th key={heading} scope="col" className={cellClass}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {account.data.passkeys.map((passkey) => (
                    <tr key={passkey.id}>
                      <th scope="row" className={`${cellClass} break-words font-normal`}>
                        {passkey.name}
                      </th>
                      <td className={cellClass}>
                        <Time value={passkey.createdAt} />
                      </td>
                      <td className={cellClass}>
                        {passkey.lastUsedAt === null ? (
                          copy.never
                        ) : (
                          <Time value={passkey.lastUsedAt} />
                        )}
                      </td>
                      <td className={cellClass}>
                        <ConfirmButton
                          label={copy.removeOne(passkey.name)}
                          question={copy.removeConfirm(passkey.name)}
                          disabled={busy}
                          onConfirm={() => void remove(passkey)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
            <AddPasskey onAdded={account.reload} />
          </Section>
          <Section title={copy.sessions}>
            <p className="mb-4 max-w-prose">{copy.sessionsIntro}</p>
            <TableScroll label={copy.sessions}>
              <table className="w-full min-w-[36rem] border-collapse">
                <thead>
                  <tr>
                    {[copy.device, copy.started, copy.lastSeen, copy.action].map((heading) => (
                      <th key={heading} scope="col" className={cellClass}>
                        {heading}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {account.data.sessions.map((session) => (
                    <tr key={session.id}>
                      <th scope="row" className={`${cellClass} break-words font-normal`}>
                        {session.userAgent}
                        {session.current && (
                          <span className="ml-2 rounded-full bg-background px-2 text-sm">
                            {copy.thisOne}
                          </span>
                        )}
                      </th>
                      <td className={cellClass}>
                        <Time value={session.createdAt} />
                      </td>
                      <td className={cellClass}>
                        <Time value={session.lastSeenAt} />
                      </td>
                      <td className={cellClass}>
                        <button
                          type="button"
                          className={buttonClass.secondary}
                          aria-label={copy.endOne(
                            session.current ? copy.thisOne : session.userAgent,
                          )}
                          disabled={busy}
                          onClick={() => void end(session)}
                        >
                          {copy.end}
                        </button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableScroll>
          </Section>
        </>
      )}
    </>
  );
}
