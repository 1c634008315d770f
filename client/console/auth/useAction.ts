import { useCallback, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '../api/request';
import { authCopy } from '../content/auth';
import { commonCopy } from '../content/common';
import { messageOf } from '../ui/messageOf';
import { useReauth } from './ReauthProvider';
import { ReauthDeclined, withReauth } from './withReauth';

/**
 * Runs a change the user asked for: the passkey step-up if the server wants one, then a toast
 * saying what happened. Resolves to the action's value, or undefined when it did not happen.
 */
export function useAction() {
  const confirm = useReauth();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async <T>(
      action: () => Promise<T>,
      success?: string,
      /** what to say when it failed with no sentence of the server's (a prompt closed, say) */
      failure: string = commonCopy.unexpected,
    ): Promise<T | undefined> => {
      setBusy(true);
      try {
        const value = await withReauth(action, confirm);
        if (success) toast.success(success);
        return value;
      } catch (error) {
        // A session that ended is told by the session itself (session.tsx), as sign-in shows.
        if (error instanceof ApiError && error.status === 401) return undefined;
        toast.error(
          error instanceof ReauthDeclined ? authCopy.reauth.cancelled : messageOf(error, failure),
        );
        return undefined;
      } finally {
        setBusy(false);
      }
    },
    [confirm],
  );
  return { run, busy };
}
