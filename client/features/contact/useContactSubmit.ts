import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import { contactFormCopy } from '../../content/contactForm';
import { sendContactMessage, type ContactRequest } from './sendContactMessage';

/**
 * Sends one message at a time and tells the visitor how it went. The ref, not the `sending`
 * state, is the double-submit guard: a second click can land before React re-renders.
 */
export function useContactSubmit() {
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);

  const send = useCallback(async (message: ContactRequest): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSending(true);
    try {
      const outcome = await sendContactMessage(message);
      if (outcome.ok) toast.success(contactFormCopy.notices.sent);
      else toast.error(outcome.error);
      return outcome.ok;
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }, []);

  return { sending, send };
}
