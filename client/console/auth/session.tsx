import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { toast } from 'sonner';
import { ApiError, getJson, onSignedOut } from '../api/request';
import type { Answer, User } from '../api/types';
import { authCopy } from '../content/auth';
import { commonCopy } from '../content/common';
import { messageOf } from '../ui/messageOf';

interface SessionState {
  /** undefined while the console asks who is signed in; null when nobody is */
  user: User | null | undefined;
  setUser: (user: User | null) => void;
  /** why the console could not ask who is signed in (no answer, or the server's 5xx) */
  unreachable?: string | undefined;
  askAgain: () => void;
}

const SessionContext = createContext<SessionState>({
  user: null,
  setUser: () => undefined,
  askAgain: () => undefined,
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>();
  const [unreachable, setUnreachable] = useState<string>();
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    getJson<Answer<'GET /me'>>('/me').then(
      (answer) => setUser(answer.user),
      (error: unknown) => {
        // No answer says nothing of the session: offering to sign in would say it had ended.
        if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) {
          setUnreachable(error.message);
          return;
        }
        setUser(null);
        toast.error(messageOf(error, commonCopy.unexpected));
      },
    );
  }, [asked]);
  const askAgain = useCallback(() => {
    setUnreachable(undefined);
    setAsked((count) => count + 1);
  }, []);
  const signedIn = useRef(false);
  useEffect(() => {
    signedIn.current = Boolean(user);
  }, [user]);
  useEffect(
    () =>
      onSignedOut(() => {
        // The session ran out (idle, revoked) while a view was open.
        if (signedIn.current) toast.info(authCopy.sessionEnded);
        setUser(null);
      }),
    [],
  );
  return (
    <SessionContext.Provider value={{ user, setUser, unreachable, askAgain }}>
      {children}
    </SessionContext.Provider>
  );
}

export const useSession = () => useContext(SessionContext);

/** The signed-in user, in a view that only renders once someone is signed in. */
export function useUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useUser outside a signed-in view');
  return user;
}
