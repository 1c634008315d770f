import { useState } from 'react';
import { authCopy } from '../content/auth';
import { buttonClass } from '../ui/buttons';
import { messageOf } from '../ui/messageOf';
import { ViewHeading } from '../ui/ViewHeading';
import { signIn } from './passkeys';
import { useSession } from './session';

export function SignInView() {
  const { setUser } = useSession();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setWorking(true);
    setError(undefined);
    try {
      const user = await signIn();
      setUser(user);
    } catch (failure) {
      setError(messageOf(failure, authCopy.signIn.cancelled));
      setWorking(false);
    }
  };
  return (
    <div className="rounded-paper bg-paper p-6 shadow-card">
      <ViewHeading title={authCopy.signIn.title} />
      <p>{authCopy.signIn.intro}</p>
      {error && (
        <p role="alert" className="mt-4 text-red-800">
          {error}
        </p>
      )}
      <button
        type="button"
        className={`${buttonClass.primary} mt-6 w-full`}
        disabled={working}
        onClick={() => void start()}
      >
        {working ? authCopy.signIn.working : authCopy.signIn.button}
      </button>
      <p className="mt-6 text-sm text-ink-muted">{authCopy.signIn.noAccount}</p>
    </div>
  );
}
