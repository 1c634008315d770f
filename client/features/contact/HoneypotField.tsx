import type { UseFormRegisterReturn } from 'react-hook-form';
import { contactFormCopy } from '../../content/contactForm';
import { fieldId } from './fieldId';

/**
 * A trap for bots that fill every field: off-screen, out of the tab order and hidden from
 * assistive technology, so no person ever fills it.
 */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  const id = fieldId(registration.name);
  return (
    <div aria-hidden="true" className="absolute left-[-10000px] top-auto size-px overflow-hidden">
      <label htmlFor={id}>{contactFormCopy.labels.honeypot}</label>
      <input {...registration} id={id} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
