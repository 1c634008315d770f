import type { UseFormRegisterReturn } from 'react-hook-form';
import { contactFormCopy } from '../../content/contactForm';
import { consentVersionField } from './contactMessage';
import { fieldId } from './fieldId';
import { cardFocusRing } from '../../components/ui/cardFocusRing';

interface TermsCheckboxProps {
  registration: UseFormRegisterReturn;
  /** Its message is shown as a notification (SPEC §5), so only the state is exposed here. */
  invalid: boolean;
}

const { terms } = contactFormCopy;

export function TermsCheckbox({ registration, invalid }: TermsCheckboxProps) {
  const id = fieldId(registration.name);
  return (
    <div className="flex items-start gap-3">
      {/* No value attribute: the native post then sends "on" and react-hook-form reads a boolean. */}
      <input
        {...registration}
        id={id}
        type="checkbox"
        required
        aria-invalid={invalid || undefined}
        className={`mt-0.5 size-5 shrink-0 rounded accent-primary-dark ${cardFocusRing}`}
      />
      <label htmlFor={id} className="text-sm text-ink-muted">
        {terms.consent} {terms.privacyLead}
        {/* A plain anchor: the form is an island, and the privacy page is a full document load. */}
        <a
          href={terms.privacyHref}
          className={`rounded-sm font-medium text-primary-dark underline underline-offset-2 ${cardFocusRing}`}
        >
          {terms.privacyLinkText}
        </a>
        {terms.privacyTail}
      </label>
      <input type="hidden" name={consentVersionField} value={terms.version} />
    </div>
  );
}
