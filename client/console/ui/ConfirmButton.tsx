import { Description, Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { commonCopy } from '../content/common';
import { buttonClass } from './buttons';

/** A button for an action that cannot be undone: it asks first, in words, with Cancel focused. */
export function ConfirmButton({
  label,
  question,
  disabled,
  onConfirm,
}: {
  label: string;
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/*
        Not `disabled` while the confirmed action runs: the dialog gives the focus back to this
        button as it closes, and a disabled one cannot take it (it would fall to the page's body).
      */}
      <button
        type="button"
        className={buttonClass.danger}
        aria-disabled={disabled || undefined}
        onClick={() => {
          if (!disabled) setOpen(true);
        }}
      >
        {label}
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-primary-dark/40" aria-hidden="true" />
        <div className="fixed inset-0 flex items-center justify-center p-4">
          <DialogPanel className="w-full max-w-md rounded-paper bg-paper p-6 shadow-card">
            <DialogTitle as="h2" className="text-xl">
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
                className={buttonClass.danger}
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
