import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { postJson } from '../api/request';
import type { Answer, Passkey, Session } from '../api/types';
import { useApi } from '../api/useApi';
import { addPasskey } from '../auth/passkeys';
import { useSession } from '../auth/session';
import { useAction } from '../auth/useAction';
import { accountCopy as copy } from '../content/account';
import { fieldClass } from '../ui/fields';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { ConfirmButton } from '../ui/ConfirmButton';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { Section } from '../ui/Section';
import { Time } from '../ui/Time';
import { useKeptFocus } from '../ui/useKeptFocus';
import { ViewHeading } from '../ui/ViewHeading';

type Account = Answer<'GET /account'>;

function AddPasskey({ onAdded }: { onAdded: () => void }) {
  const id = useId();
  const { run, busy } = useAction();
  const [name, setName] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if ((await run(() => addPasskey(name.trim()), copy.added, copy.addCancelled)) !== undefined) {
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
      <BusyButton type="submit" className={`${buttonClass.primary} mt-3`} busy={busy}>
        {busy ? copy.adding : copy.add}
      </BusyButton>
    </form>
  );
}

export default function AccountView() {
  const account = useApi<Account>('/account');
  const { setUser } = useSession();
  const { run, busy } = useAction();
  // A removed passkey's or an ended session's button goes: the keyboard's focus stays in the view.
  const { container, keep, keepOnReload } = useKeptFocus(account.data);
  const reload = () => {
    keepOnReload();
    account.reload();
  };
  const remove = async (passkey: Passkey) => {
    const path = `/passkeys/${encodeURIComponent(passkey.id)}/remove`;
    const answer = await run(() => postJson<Answer<'POST /passkeys/:id/remove'>>(path));
    if (answer === undefined) {
      keep();
      // It may be gone already (removed from another browser): the list says what is left.
      reload();
      return;
    }
    if (answer.signedOut) {
      toast.success(copy.removedSignedOut);
      setUser(null);
    } else {
      toast.success(copy.removed);
      reload();
    }
  };
  const end = async (session: Session) => {
    const path = `/sessions/${encodeURIComponent(session.id)}/end`;
    if ((await run(() => postJson(path), copy.ended)) === undefined) {
      keep();
      // It may have ended already (timed out, signed out): the list says what is left.
      reload();
      return;
    }
    if (session.current) setUser(null);
    else reload();
  };
  return (
    <>
      <ViewHeading title={copy.title} />
      {account.error && <ErrorNotice message={account.error.message} onRetry={account.reload} />}
      {account.loading && <Loading />}
      {account.data && (
        <div ref={container} role="group" aria-label={copy.title} tabIndex={-1}>
          <Section title={copy.passkeys}>
            <p className="mb-4 max-w-prose">{copy.passkeysIntro}</p>
            <ul className="divide-y divide-background">
              {account.data.passkeys.map((passkey) => (
                <li
                  key={passkey.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="break-words font-medium">
                      {passkey.name}
                      {passkey.current && (
                        <span className="ml-2 rounded-full bg-background px-2 text-sm">
                          {copy.signedInWith}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {copy.created} <Time value={passkey.createdAt} /> · {copy.lastUsed}{' '}
                      {passkey.lastUsedAt === null ? (
                        copy.never
                      ) : (
                        <Time value={passkey.lastUsedAt} />
                      )}
                    </p>
                  </div>
                  <ConfirmButton
                    label={copy.removeOne(passkey.name)}
                    question={copy.removeConfirm(passkey.name, passkey.current)}
                    busy={busy}
                    onConfirm={() => void remove(passkey)}
                  />
                </li>
              ))}
            </ul>
            <AddPasskey onAdded={account.reload} />
          </Section>
          <Section title={copy.sessions}>
            <p className="mb-4 max-w-prose">{copy.sessionsIntro}</p>
            <ul className="divide-y divide-background">
              {account.data.sessions.map((session) => (
                <li
                  key={session.id}
                  className="flex flex-wrap items-center justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="break-words">
                      {session.userAgent}
                      {session.current && (
                        <span className="ml-2 rounded-full bg-background px-2 text-sm">
                          {copy.thisOne}
                        </span>
                      )}
                    </p>
                    <p className="text-sm text-ink-muted">
                      {copy.started} <Time value={session.createdAt} /> · {copy.lastSeen}{' '}
                      <Time value={session.lastSeenAt} />
                    </p>
                  </div>
                  <BusyButton
                    className={buttonClass.secondary}
                    aria-label={copy.endOne(session.current ? copy.thisOne : session.userAgent)}
                    busy={busy}
                    onClick={() => void end(session)}
                  >
                    {copy.end}
                  </BusyButton>
                </li>
              ))}
            </ul>
          </Section>
        </div>
      )}
    </>
  );
}
