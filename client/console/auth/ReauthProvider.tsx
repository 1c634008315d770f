import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
  type ReactNode,
} from 'react';

// Headless UI's dialog is most of its weight: fetched the first time a step-up is asked.
const ReauthDialog = lazy(() => import('./ReauthDialog'));

const ReauthContext = createContext<() => Promise<boolean>>(async () => false);

/** Lets any view ask for a passkey step-up and wait for the answer (see withReauth). */
export function ReauthProvider({ children }: { children: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const pending = useRef<(confirmed: boolean) => void>(undefined);
  const ask = useCallback(
    () =>
      new Promise<boolean>((resolve) => {
        pending.current?.(false);
        pending.current = resolve;
        setAsking(true);
      }),
    [],
  );
  const done = (confirmed: boolean) => {
    setAsking(false);
    pending.current?.(confirmed);
    pending.current = undefined;
  };
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
