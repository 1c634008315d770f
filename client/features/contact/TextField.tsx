import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldId } from './fieldId';
import { cardFocusRing } from '../../components/ui/cardFocusRing';
import { tw } from '../../lib/tw';

interface TextFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  autoComplete: string;
  error?: string;
  type?: 'text' | 'email' | 'tel';
  /** Renders a 4-row textarea (SPEC §9) instead of a one-line input. */
  multiline?: boolean;
}

/** A labelled, required control whose error is announced with it (aria-describedby). */
export function TextField({
  label,
  registration,
  autoComplete,
  error,
  type = 'text',
  multiline = false,
}: TextFieldProps) {
  const id = fieldId(registration.name);
  const errorId = `${id}-error`;
  const control = {
    ...registration,
    id,
    autoComplete,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
    className: tw`mt-1.5 block w-full rounded-button border border-ink-muted bg-paper px-3.5 py-2.5 text-ink aria-[invalid=true]:border-red-700 ${cardFocusRing}`,
  };

  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      {multiline ? <textarea rows={4} {...control} /> : <input type={type} {...control} />}
      {error && (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
