import { useCallback, useRef, useState } from 'react';
import { contactFormCopy } from '../../content/contactForm';
import { sendContactMessage, type ContactRequest } from './sendContactMessage';
import { notify } from './notices';

/**
 * Sends one message at a time and tells the visitor how it went. The ref, not the `sending`
 * state, is the double-submit guard: a second click can land before React re-renders.
 */
export function useContactSubmit() {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  /** `prepare` may wait (for a fresh form token): the button shows the sending state meanwhile. */
  const send = useCallback(async (prepare: () => Promise<ContactRequest>): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await sendContactMessage(await prepare());
      void notify(
        outcome.ok ? 'success' : 'error',
        outcome.ok ? contactFormCopy.notices.sent : outcome.error,
      );
      return outcome.ok;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, send };
}
