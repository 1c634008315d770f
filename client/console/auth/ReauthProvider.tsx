import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useLocation } from 'wouter';
import { onSignedOut } from '../api/request';

// Headless UI's dialog is most of its weight: fetched the first time a step-up is asked.
const ReauthDialog = lazy(() => import('./ReauthDialog'));

const ReauthContext = createContext<() => Promise<boolean>>(async () => false);

/** Lets any view ask for a passkey step-up and wait for the answer (see withReauth). */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<(confirmed: boolean) => void>(undefined);
  // Headless UI gives the focus back only to an element it saw focused, and the first check asked
  // loads it with the dialog, after the button that asked was focused: that button is kept here.
  const opener = useRef<Element | null>(null);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        opener.current ??= document.activeElement;
        setAsking(true);
      }),
    [],
  );
  // In the commit that takes the dialog away: focus is never seen on the body in between.
  useLayoutEffect(() => {
    if (asking) return;
    const element = opener.current;
    opener.current = null;
    if (element instanceof HTMLElement && document.activeElement === document.body) {
      element.focus();
    }
  }, [asking]);
  const done = useCallback((confirmed: boolean) => {
    setAsking(false);
    pending.current?.(confirmed);
    pending.current = undefined;
  }, []);
  // A session that ends meanwhile leaves nothing to confirm: the dialog (modal, making the rest
  // of the page inert) would otherwise stand over the sign-in view, saying to sign in.
  useEffect(() => onSignedOut(() => done(false)), [done]);
  // Nor does a view the reader has left (Back, a link): confirming over the next view would run
  // the action left behind, unseen.
  const [path] = useLocation();
  const [seenPath, setSeenPath] = useState(path);
  if (seenPath !== path) {
    setSeenPath(path);
    setAsking(false);
  }
  useEffect(() => {
    pending.current?.(false);
    pending.current = undefined;
  }, [path]);
  return (
    <ReauthContext.Provider value={ask}>
      {children}
      {asking && (
        <Suspense>
          <ReauthDialog onDone={done} />
        </Suspense>
      )}
    </ReauthContext.Provider>
  );
}

export const useReauth = () => useContext(ReauthContext);
