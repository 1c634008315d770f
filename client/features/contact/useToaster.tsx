import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { focusRing } from './focusRing';
import type * as sonner from './sonner';
import { tw } from '../../lib/tw';

type Sonner = typeof sonner;
type Toast = Sonner['toast'];
export type NoticeKind = 'success' | 'error';

// sonner's richColors text fails AA on its tinted backgrounds: keep its dark-on-white toast and
// colour only the icon.
const toastClassNames = {
  toast: tw`font-sans`,
  error: tw`[&_[data-icon]]:text-red-700`,
  success: tw`[&_[data-icon]]:text-green-700`,
  closeButton: focusRing,
};

let sonnerModule: Promise<Sonner> | undefined;

/** sonner is a third of the form's code and only needed once someone uses the form. */
function loadSonner(): Promise<Sonner> {
  sonnerModule ??= import('./sonner').catch((error: unknown) => {
    // A dropped connection must not cost the visitor every later notice: the next call retries.
    sonnerModule = undefined;
    throw error;
  });
  return sonnerModule;
}

/** Its effect runs after those of the siblings rendered before it, i.e. once the Toaster listens. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

/**
 * The form's notifications, with sonner fetched on demand. `prepare` (on first interaction)
 * mounts the Toaster early, so its aria-live region is in the page before the first notice is
 * added to it, which is what makes screen readers announce that notice.
 */
export function useToaster() {
  const [toaster, setToaster] = useState<ReactNode>(null);
  const ready = useRef<Promise<Toast>>(undefined);

  const prepare = useCallback((): Promise<Toast> => {
    ready.current ??= loadSonner()
      .then(
        ({ Toaster, toast }) =>
          new Promise<Toast>((resolve) => {
            setToaster(
              <>
                <Toaster
                  position="top-right"
                  duration={6000}
                  closeButton
                  toastOptions={{ classNames: toastClassNames }}
                />
                <AfterMount run={() => resolve(toast)} />
              </>,
            );
          }),
      )
      .catch((error: unknown) => {
        ready.current = undefined;
        throw error;
      });
    return ready.current;
  }, []);

  const notify = useCallback(
    async (kind: NoticeKind, message: string): Promise<void> => {
      try {
        (await prepare())[kind](message);
      } catch {
        // The visitor went offline before sonner arrived: the notice matters more than its looks.
        window.alert(message);
      }
    },
    [prepare],
  );

  /** For the form's focus and pointerdown events: warm up, never fail. */
  const warmUp = useCallback(() => {
    prepare().catch(() => {});
  }, [prepare]);

  return { toaster, warmUp, notify };
}
