import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { contactFormCopy } from '../../content/contactForm';
import { holdPageLoads } from '../../lib/pageLoadHold';
import { sendContactMessage, type ContactRequest } from './sendContactMessage';
import { notify } from '../../components/notices/notices';

/**
 * The message on its way, if any: whether the server took it, once it has answered. The page's,
 * not a form's: a visitor may follow a link while it is sending (client navigation unmounts the
 * form) and come Back to the form shown again with the same words, which must then show that
 * they are on their way and must not go a second time. Set before the first await, it is also
 * the double-submit guard: a second click can land before React re-renders.
 */
let messageOnItsWay: Promise<boolean> | undefined;
const sendingListeners = new Set<() => void>();

/** A contact form on screen, as the message on its way sees it. */
interface ShownForm {
  /** What its fields hold, to tell the message sent from another message being written. */
  words: () => string;
  /** Empties it, once the message it holds was taken. */
  empty: () => void;
}
const shownForms = new Set<ShownForm>();

function setMessageOnItsWay(message: Promise<boolean> | undefined): void {
  messageOnItsWay = message;
  for (const listener of sendingListeners) listener();
}

function subscribeToSending(listener: () => void): () => void {
  sendingListeners.add(listener);
  return () => sendingListeners.delete(listener);
}

const isSending = () => messageOnItsWay !== undefined;
/** The prerendered form, which hydration starts from, has nothing on its way. */
const isSendingInPrerender = () => false;

async function deliver(prepare: () => Promise<ContactRequest>): Promise<boolean> {
  const outcome = await sendContactMessage(await prepare());
  void notify(
    outcome.ok ? 'success' : 'error',
    outcome.ok ? contactFormCopy.notices.sent : outcome.error,
  );
  return outcome.ok;
}

/** Sends one message at a time, tells the visitor how it went, and empties `form` once it was taken. */
export function useContactSubmit(form: ShownForm) {
  const sending = useSyncExternalStore(subscribeToSending, isSending, isSendingInPrerender);

  useEffect(() => {
    shownForms.add(form);
    return () => {
      shownForms.delete(form);
    };
  }, [form]);

  /** `prepare` may wait (for a fresh form token): the button shows the sending state meanwhile. */
  const send = useCallback(
    async (prepare: () => Promise<ContactRequest>): Promise<boolean> => {
      if (messageOnItsWay) return false;
      const words = form.words();
      const message = deliver(prepare);
      holdPageLoads(message);
      setMessageOnItsWay(message);
      try {
        const taken = await message;
        if (taken) {
          // This form's own even once it is gone: it marks the form token it sent as spent.
          form.empty();
          // Only a form that holds these words (Back showed it again): in a new visit's form, the
          // visitor may have begun another message meanwhile.
          for (const shown of shownForms)
            if (shown !== form && shown.words() === words) shown.empty();
        }
        return taken;
      } finally {
        setMessageOnItsWay(undefined);
      }
    },
    [form],
  );

  return { sending, send };
}
