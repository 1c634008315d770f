import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { cardFocusRing } from '../ui/cardFocusRing';
import type * as sonner from './sonner';
import { tw } from '../../lib/tw';

type Toast = (typeof sonner)['toast'];
export type NoticeKind = 'success' | 'error';

// sonner's richColors text fails AA on its tinted backgrounds: keep its dark-on-white toast and
// colour only the icon.
const toastClassNames = {
  toast: tw`font-sans`,
  error: tw`[&_[data-icon]]:text-red-700`,
  success: tw`[&_[data-icon]]:text-green-700`,
  closeButton: cardFocusRing,
};

/** Its effect runs after those of the siblings rendered before it, i.e. once the Toaster listens. */
function AfterMount({ run }: { run: () => void }) {
  useEffect(run, [run]);
  return null;
}

let toaster: Promise<Toast> | undefined;
let removeToaster: (() => void) | undefined;

/**
 * sonner is a third of the form's code and only needed once someone uses the form, so it is
 * fetched then. Its Toaster gets a root of its own at the end of the body, not a place in the
 * form's island: a visitor who follows a link while the form says "Sending..." takes the form off
 * the page (client navigation unmounts the page's islands), yet must still be told how their
 * message went. The Toaster mounts before the first notice, so its aria-live region is in the
 * page before that notice is added to it, which is what makes screen readers announce it. Beside
 * the page's root, it is also outside what the phone's menu (Headless UI's modal Dialog) makes
 * inert and aria-hidden: a notice that comes while the menu is open is announced and can be closed.
 */
function mountToaster(): Promise<Toast> {
  if (toaster) return toaster;
  const mounting: Promise<Toast> = import('./sonner')
    .then(({ Toaster, toast }) =>
      // Taken off the page (removeNotices) while sonner loaded: the page it was for is gone.
      toaster !== mounting
        ? toast
        : new Promise<Toast>((resolve) => {
            const container = document.createElement('div');
            document.body.append(container);
            const root = createRoot(container);
            removeToaster = () => {
              root.unmount();
              container.remove();
            };
            root.render(
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
      // A dropped connection must not cost the visitor every later notice: the next call retries.
      if (toaster === mounting) toaster = undefined;
      throw error;
    });
  toaster = mounting;
  return mounting;
}

/** A notice with an `id` replaces the one still shown under it rather than stacking a second. */
export async function notify(kind: NoticeKind, message: string, id?: string): Promise<void> {
  try {
    (await mountToaster())[kind](message, id === undefined ? undefined : { id });
  } catch {
    // The visitor went offline before sonner arrived: the notice matters more than its looks.
    window.alert(message);
  }
}

/** For the form's focus and pointerdown events: mounts the Toaster early, never fails. */
export function warmUpNotices(): void {
  mountToaster().catch(() => {});
}

/**
 * Takes the Toaster off the page, its timers with it. Only a test does this: a page keeps its
 * notices for good, but each test is a page of its own, and a toast's timer outliving its test
 * would render into a document that is gone.
 */
export function removeNotices(): void {
  removeToaster?.();
  removeToaster = undefined;
  toaster = undefined;
}
