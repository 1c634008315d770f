import { useEffect, useId, useState } from 'react';
import { ApiError } from '../api/request';
import { authCopy } from '../content/auth';
import { fieldClass } from '../ui/fields';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { messageOf } from '../ui/messageOf';
import { ViewHeading } from '../ui/ViewHeading';
import { cancelAutofill, signIn, signInByAutofill } from './passkeys';
import { useSession } from './session';

export function SignInView() {
  const { setUser } = useSession();
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();
  useEffect(() => {
    const leaving = new AbortController();
    signInByAutofill(leaving.signal).then(
      (user) => {
        if (!leaving.signal.aborted && user) setUser(user);
      },
      (failure: unknown) => {
        // Only the server's refusal of a chosen passkey is news; the ceremony ends quietly when
        // the button starts its own or the user leaves it unused.
        if (!leaving.signal.aborted && failure instanceof ApiError) setError(failure.message);
      },
    );
    return () => {
      leaving.abort();
      cancelAutofill();
    };
  }, [setUser]);
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
      <label htmlFor={id} className="mt-6 block font-medium">
        {authCopy.signIn.email}
      </label>
      <input
        id={id}
        type="email"
        name="username"
        autoComplete="username webauthn"
        aria-describedby={`${id}-hint`}
        className={fieldClass}
      />
      <p id={`${id}-hint`} className="mt-1 text-sm text-ink-muted">
        {authCopy.signIn.emailHint}
      </p>
      <BusyButton
        className={`${buttonClass.primary} mt-6 w-full`}
        busy={working}
        onClick={() => void start()}
      >
        {working ? authCopy.signIn.working : authCopy.signIn.button}
      </BusyButton>
      <p className="mt-6 text-sm text-ink-muted">{authCopy.signIn.noAccount}</p>
    </div>
  );
}
