import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useState } from 'react';
import { authCopy } from '../content/auth';
import { commonCopy } from '../content/common';
import { buttonClass } from '../ui/buttons';
import { BusyButton } from '../ui/BusyButton';
import { messageOf } from '../ui/messageOf';
import { reauthenticate } from './passkeys';

/** Asks for a fresh passkey assertion; `onDone(true)` once the server has it, `false` if declined. */
export default function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string>();
  const confirm = async () => {
    setWorking(true);
    setError(undefined);
    try {
      await reauthenticate();
      onDone(true);
    } catch (failure) {
      setError(messageOf(failure, authCopy.reauth.cancelled));
      setWorking(false);
    }
  };
  return (
    <Dialog open onClose={() => onDone(false)} className="relative z-50">
      <div className="fixed inset-0 bg-primary-dark/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-paper bg-paper p-6 shadow-card">
          <DialogTitle as="h2" className="text-xl">
            {authCopy.reauth.title}
          </DialogTitle>
          <Description className="mt-2">{authCopy.reauth.body}</Description>
          {error && (
            <p role="alert" className="mt-3 text-red-800">
              {error}
            </p>
          )}
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button type="button" className={buttonClass.secondary} onClick={() => onDone(false)}>
              {commonCopy.cancel}
            </button>
            <BusyButton
              className={buttonClass.primary}
              busy={working}
              onClick={() => void confirm()}
            >
              {working ? authCopy.reauth.working : authCopy.reauth.button}
            </BusyButton>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
