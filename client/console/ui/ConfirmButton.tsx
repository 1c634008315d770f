import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { commonCopy } from '../content/common';
import { buttonClass } from './buttons';
import { BusyButton } from './BusyButton';

// A label may name someone by a long address, one word: it breaks rather than widen the page.
const wraps = '[overflow-wrap:anywhere]';

/** A button for an action that cannot be undone: it asks first, in words, with Cancel focused. */
export function ConfirmButton({
  label,
  question,
  busy,
  onConfirm,
}: {
  label: string;
  question: string;
  /** while the confirmed action runs (a BusyButton, so the dialog can give the focus back) */
  busy: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BusyButton
        className={`${buttonClass.danger} ${wraps}`}
        busy={busy}
        onClick={() => setOpen(true)}
      >
        {label}
      </BusyButton>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-primary-dark/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-paper bg-paper p-6 shadow-card">
            <DialogTitle as="h2" className={`text-xl ${wraps}`}>
              {label}
            </DialogTitle>
            <Description className="mt-2 break-words">{question}</Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <button
                type="button"
                autoFocus
                className={buttonClass.secondary}
                onClick={() => setOpen(false)}
              >
                {commonCopy.cancel}
              </button>
              <button
                type="button"
                className={`${buttonClass.danger} ${wraps}`}
                onClick={() => {
                  setOpen(false);
                  onConfirm();
                }}
              >
                {label}
              </button>
            </div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
