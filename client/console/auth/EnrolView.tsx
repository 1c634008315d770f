import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { authCopy } from '../content/auth';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { ErrorNotice } from '../ui/ErrorNotice';
import { Loading } from '../ui/Loading';
import { messageOf } from '../ui/messageOf';
import { ViewHeading } from '../ui/ViewHeading';
import { commonCopy } from '../content/common';
import { enrol, readInvitation } from './passkeys';
import { useSession } from './session';

/**
 * The invite's token travels in the fragment (never in a log or a Referer). It is read once and
 * then taken out of the address bar, so it is not left in the history either.
 */
let taken: string | null | undefined;
function takeToken(): string | null {
  if (taken !== undefined) return taken;
  taken = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (taken) history.replaceState(history.state, '', window.location.pathname);
  return taken;
}

type Invitation = Awaited<ReturnType<typeof readInvitation>>;

export function EnrolView() {
  const { setUser } = useSession();
  const [, navigate] = useLocation();
  const [token] = useState(takeToken);
  const [invitation, setInvitation] = useState<Invitation>();
  const [error, setError] = useState<string | undefined>(
    token ? undefined : authCopy.enrol.noToken,
  );
  const [working, setWorking] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!token) return;
    readInvitation(token).then(setInvitation, (failure: unknown) =>
      setError(messageOf(failure, commonCopy.unexpected)),
    );
  }, [token, asked]);
  // The token has left the address bar, so a reload cannot ask again: this page does.
  const askAgain = () => {
    setError(undefined);
    setAsked((count) => count + 1);
  };
  const create = async () => {
    if (!token || !invitation) return;
    setWorking(true);
    setError(undefined);
    try {
      const user = await enrol(token, invitation);
      toast.success(authCopy.enrol.done);
      navigate('/', { replace: true });
      setUser(user);
    } catch (failure) {
      setError(messageOf(failure, authCopy.enrol.cancelled));
      setWorking(false);
    }
  };
  return (
    <div className="rounded-paper bg-paper p-6 shadow-card">
      <ViewHeading title={authCopy.enrol.title} />
      {invitation ? (
        <>
          <p className="break-words">{authCopy.enrol.intro(invitation.email, invitation.role)}</p>
          {error && (
            <p role="alert" className="mt-4 text-red-800">
              {error}
            </p>
          )}
          <BusyButton
            className={`${buttonClass.primary} mt-6 w-full`}
            busy={working}
            onClick={() => void create()}
          >
            {working ? authCopy.enrol.working : authCopy.enrol.button}
          </BusyButton>
        </>
      ) : error ? (
        <ErrorNotice message={error} onRetry={token ? askAgain : undefined} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
