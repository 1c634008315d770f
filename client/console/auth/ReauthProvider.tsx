import { createContext, useCallback, useContext, useRef, useState, type ReactNode } from 'react';
import { ReauthDialog } from './ReauthDialog';

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
      {asking && <ReauthDialog onDone={done} />}
    </ReauthContext.Provider>
  );
}

export const useReauth = () => useContext(ReauthContext);
